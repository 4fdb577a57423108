CREATE TABLE "warn_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"identity_key" text NOT NULL,
	"company_name" text NOT NULL,
	"company_id" integer,
	"site" text,
	"city" text,
	"county" text,
	"address" text,
	"notice_date" date,
	"effective_date" date,
	"received_date" date,
	"state_ref" text,
	"jobs" integer,
	"closure" boolean,
	"temporary" boolean,
	"amendment" boolean DEFAULT false NOT NULL,
	"amends_id" integer,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"raw" jsonb NOT NULL,
	"source_file" text NOT NULL,
	"source_date" date NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warn_notices_state_code" CHECK ("warn_notices"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "warn_notices_jobs_non_negative" CHECK ("warn_notices"."jobs" IS NULL OR "warn_notices"."jobs" >= 0)
);
--> statement-breakpoint
ALTER TABLE "warn_notices" ADD CONSTRAINT "warn_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warn_notices" ADD CONSTRAINT "warn_notices_amends_id_warn_notices_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."warn_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warn_notices_identity_key" ON "warn_notices" USING btree ("identity_key");--> statement-breakpoint
CREATE INDEX "warn_notices_state_notice_date" ON "warn_notices" USING btree ("state","notice_date");--> statement-breakpoint
CREATE INDEX "warn_notices_company" ON "warn_notices" USING btree ("company_id");