CREATE TABLE "company_email_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_email_domains_lower_ck" CHECK ("company_email_domains"."domain" = lower("company_email_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "referral_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"credits" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_declines" (
	"request_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_declines_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "referral_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"bundle_id" integer,
	"job_id" integer,
	"job_title" text NOT NULL,
	"apply_url" text NOT NULL,
	"family_id" integer,
	"standard_level" smallint,
	"location_id" integer,
	"resume_id" integer,
	"note" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"close_reason" text,
	"referrer_user_id" uuid,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"outcome_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"refunded_credits" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_requests_outcome_ck" CHECK ("referral_requests"."outcome" is null or "referral_requests"."status" = 'accepted')
);
--> statement-breakpoint
CREATE TABLE "referrers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"family_id" integer,
	"standard_level" smallint,
	"location_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_email_domains" ADD CONSTRAINT "company_email_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bundles" ADD CONSTRAINT "referral_bundles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_declines" ADD CONSTRAINT "referral_declines_request_id_referral_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."referral_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_declines" ADD CONSTRAINT "referral_declines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_bundle_id_referral_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."referral_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_resume_id_generated_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."generated_resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_email_domains_company_idx" ON "company_email_domains" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "referral_bundles_user_idx" ON "referral_bundles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_requests_open_uq" ON "referral_requests" USING btree ("user_id","company_id") WHERE "referral_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "referral_requests_seeker_idx" ON "referral_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_company_idx" ON "referral_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "referral_requests_referrer_idx" ON "referral_requests" USING btree ("referrer_user_id","answered_at");--> statement-breakpoint
CREATE INDEX "referral_requests_expiry_idx" ON "referral_requests" USING btree ("expires_at") WHERE "referral_requests"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "referrers_user_company_uq" ON "referrers" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "referrers_company_idx" ON "referrers" USING btree ("company_id");