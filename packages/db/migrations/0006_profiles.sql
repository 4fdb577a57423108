CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer,
	"school_id" integer,
	"skill_ids" integer[] DEFAULT '{}' NOT NULL,
	"dob" date,
	"phone_no" text,
	"contact_no" text,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"experience" smallint,
	"linkedin_url" text,
	"resume_file_name" text,
	"gender" text,
	"ethnicity" text,
	"notice_period_days" smallint,
	"immigration_sponsorship_required" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;