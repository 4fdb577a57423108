CREATE TABLE "enterprise_trial_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"domain" text NOT NULL,
	"company_name" text NOT NULL,
	"region" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"org_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_orgs" ALTER COLUMN "sso_provider" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_trial_requests" ADD CONSTRAINT "enterprise_trial_requests_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_trial_requests_hash_uq" ON "enterprise_trial_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "enterprise_trial_requests_domain_idx" ON "enterprise_trial_requests" USING btree ("domain");