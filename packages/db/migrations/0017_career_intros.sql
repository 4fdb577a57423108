CREATE TABLE "career_intros" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"from_company_id" integer NOT NULL,
	"to_company_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "career_intros_not_self" CHECK ("career_intros"."requester_id" <> "career_intros"."target_id")
);
--> statement-breakpoint
ALTER TABLE "career_intros" ADD CONSTRAINT "career_intros_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_intros" ADD CONSTRAINT "career_intros_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_intros" ADD CONSTRAINT "career_intros_from_company_id_companies_id_fk" FOREIGN KEY ("from_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_intros" ADD CONSTRAINT "career_intros_to_company_id_companies_id_fk" FOREIGN KEY ("to_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_intros_open_uq" ON "career_intros" USING btree ("requester_id","from_company_id","to_company_id") WHERE "career_intros"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "career_intros_pair_uq" ON "career_intros" USING btree ("requester_id","target_id","from_company_id","to_company_id");--> statement-breakpoint
CREATE INDEX "career_intros_target_idx" ON "career_intros" USING btree ("target_id","created_at");