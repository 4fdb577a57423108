CREATE TABLE "career_roasts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"persona" text NOT NULL,
	"source" text NOT NULL,
	"figures" jsonb NOT NULL,
	"text" text NOT NULL,
	"writer" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" integer,
	"application_id" integer,
	"version" smallint DEFAULT 1 NOT NULL,
	"manual_trigger" boolean DEFAULT false NOT NULL,
	"resume" jsonb NOT NULL,
	"storage_key" text NOT NULL,
	"pdf_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"job_hunt_id" integer,
	"origin" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"apply_url" text NOT NULL,
	"resume_id" integer,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_hunt_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_hunt_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"explanation" jsonb NOT NULL,
	"state" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_hunts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"excluded_company_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"remote" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_base_pay" integer,
	"pay_currency" text,
	"experience_levels" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"needs_visa_sponsorship" boolean DEFAULT false NOT NULL,
	"auto_mode" boolean DEFAULT false NOT NULL,
	"daily_limit" smallint DEFAULT 5 NOT NULL,
	"min_score" smallint DEFAULT 70 NOT NULL,
	"tailored_resume" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_reason" text,
	"last_run_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_hunts_daily_limit_ck" CHECK ("job_hunts"."daily_limit" between 1 and 100),
	CONSTRAINT "job_hunts_min_score_ck" CHECK ("job_hunts"."min_score" between 0 and 100),
	CONSTRAINT "job_hunts_pay_ck" CHECK (("job_hunts"."min_base_pay" is null) = ("job_hunts"."pay_currency" is null) and coalesce("job_hunts"."min_base_pay", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_marks" (
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"mark" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "career_roasts" ADD CONSTRAINT "career_roasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_resumes" ADD CONSTRAINT "generated_resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_resumes" ADD CONSTRAINT "generated_resumes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_resumes" ADD CONSTRAINT "generated_resumes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_hunt_id_job_hunts_id_fk" FOREIGN KEY ("job_hunt_id") REFERENCES "public"."job_hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hunt_matches" ADD CONSTRAINT "job_hunt_matches_job_hunt_id_job_hunts_id_fk" FOREIGN KEY ("job_hunt_id") REFERENCES "public"."job_hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hunt_matches" ADD CONSTRAINT "job_hunt_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hunt_matches" ADD CONSTRAINT "job_hunt_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_hunts" ADD CONSTRAINT "job_hunts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_marks" ADD CONSTRAINT "job_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_marks" ADD CONSTRAINT "job_marks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_roasts_user_idx" ON "career_roasts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "career_roasts_featured_idx" ON "career_roasts" USING btree ("featured","created_at");--> statement-breakpoint
CREATE INDEX "generated_resumes_user_idx" ON "generated_resumes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_application_events_app_idx" ON "job_application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_user_job_uq" ON "job_applications" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_company_idx" ON "job_applications" USING btree ("user_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_hunt_idx" ON "job_applications" USING btree ("job_hunt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_hunt_matches_hunt_job_uq" ON "job_hunt_matches" USING btree ("job_hunt_id","job_id");--> statement-breakpoint
CREATE INDEX "job_hunt_matches_user_idx" ON "job_hunt_matches" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "job_hunts_user_idx" ON "job_hunts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_marks_user_job_uq" ON "job_marks" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_tasks_kind_key_uq" ON "work_tasks" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "work_tasks_due_idx" ON "work_tasks" USING btree ("status","run_at");