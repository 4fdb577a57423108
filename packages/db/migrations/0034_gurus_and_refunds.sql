CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "guru_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"candidate_id" uuid,
	"order_id" uuid,
	"status" text DEFAULT 'held' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"held_until" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"refund_percent" smallint,
	"refund_id" integer,
	"outcome_at" timestamp with time zone,
	"reminded_day_at" timestamp with time zone,
	"reminded_hour_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guru_bookings_order_ck" CHECK ("guru_bookings"."order_id" is not null or "guru_bookings"."is_demo")
);
--> statement-breakpoint
CREATE TABLE "guru_coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"region" text NOT NULL,
	"headline" text NOT NULL,
	"title_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guru_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" smallint NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guru_slots_price_ck" CHECK ("guru_slots"."price" > 0),
	CONSTRAINT "guru_slots_minutes_ck" CHECK ("guru_slots"."minutes" in (30, 45, 60, 90))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_bookings" ADD CONSTRAINT "guru_bookings_slot_id_guru_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."guru_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_bookings" ADD CONSTRAINT "guru_bookings_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_bookings" ADD CONSTRAINT "guru_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_bookings" ADD CONSTRAINT "guru_bookings_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_coaches" ADD CONSTRAINT "guru_coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_coaches" ADD CONSTRAINT "guru_coaches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_coaches" ADD CONSTRAINT "guru_coaches_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru_slots" ADD CONSTRAINT "guru_slots_coach_id_guru_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."guru_coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_reference_uq" ON "refunds" USING btree ("order_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "guru_bookings_live_slot_uq" ON "guru_bookings" USING btree ("slot_id") WHERE "guru_bookings"."status" in ('held', 'confirmed', 'completed', 'candidate-absent', 'coach-absent');--> statement-breakpoint
CREATE UNIQUE INDEX "guru_bookings_order_uq" ON "guru_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "guru_bookings_candidate_idx" ON "guru_bookings" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "guru_bookings_confirmed_idx" ON "guru_bookings" USING btree ("slot_id") WHERE "guru_bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "guru_coaches_user_uq" ON "guru_coaches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guru_coaches_company_idx" ON "guru_coaches" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guru_slots_coach_start_uq" ON "guru_slots" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "guru_slots_starts_idx" ON "guru_slots" USING btree ("starts_at");