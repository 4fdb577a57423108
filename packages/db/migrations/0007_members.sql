CREATE TABLE "member_salaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"record_id" bigint,
	"src" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"company_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"level_name" text,
	"standard_level" smallint,
	"location_id" integer,
	"experience" smallint,
	"base" integer NOT NULL,
	"stocks" integer,
	"bonus" integer,
	"signing_bonus" integer,
	"stock_details" jsonb,
	"target_salary" integer,
	"offer_date" date,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"company_name" text NOT NULL,
	"company_id" integer,
	"title" text NOT NULL,
	"title_id" integer,
	"level" text,
	"standard_level" smallint,
	"location_id" integer,
	"experience" smallint,
	"base" integer NOT NULL,
	"stocks" integer,
	"total_stocks" integer,
	"bonus" integer,
	"signing_bonus" integer,
	"stock_details" jsonb,
	"offer_date" date,
	"deadline" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"gender" text,
	"record_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"member_salary_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_records" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resume_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resume_mime" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resume_size" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resume_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resume_extract" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "network_import" jsonb;--> statement-breakpoint
ALTER TABLE "member_salaries" ADD CONSTRAINT "member_salaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_salaries" ADD CONSTRAINT "member_salaries_record_id_salary_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."salary_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_salaries" ADD CONSTRAINT "member_salaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_salaries" ADD CONSTRAINT "member_salaries_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_salaries" ADD CONSTRAINT "member_salaries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_record_id_salary_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."salary_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_docs" ADD CONSTRAINT "verification_docs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_docs" ADD CONSTRAINT "verification_docs_member_salary_id_member_salaries_id_fk" FOREIGN KEY ("member_salary_id") REFERENCES "public"."member_salaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_docs" ADD CONSTRAINT "verification_docs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_salaries_user_idx" ON "member_salaries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_salaries_record_idx" ON "member_salaries" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "offers_user_idx" ON "offers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_docs_user_idx" ON "verification_docs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_docs_pending_idx" ON "verification_docs" USING btree ("created_at") WHERE "verification_docs"."status" = 'pending';