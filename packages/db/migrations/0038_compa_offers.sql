CREATE TABLE "compa_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"candidate" text NOT NULL,
	"title" text NOT NULL,
	"family_id" integer NOT NULL,
	"standard_level" integer NOT NULL,
	"metro" text NOT NULL,
	"country_code" text NOT NULL,
	"base" integer NOT NULL,
	"bonus_target" integer NOT NULL,
	"equity" integer NOT NULL,
	"equity_type" text,
	"equity_units" integer,
	"band_group_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compa_offers" ADD CONSTRAINT "compa_offers_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compa_offers" ADD CONSTRAINT "compa_offers_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compa_offers" ADD CONSTRAINT "compa_offers_band_group_id_pay_band_groups_id_fk" FOREIGN KEY ("band_group_id") REFERENCES "public"."pay_band_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compa_offers" ADD CONSTRAINT "compa_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compa_offers_org_candidate_uq" ON "compa_offers" USING btree ("org_id",lower("candidate"));--> statement-breakpoint
CREATE INDEX "compa_offers_org_created_idx" ON "compa_offers" USING btree ("org_id","created_at");