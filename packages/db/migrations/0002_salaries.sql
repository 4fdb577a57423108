CREATE TABLE "company_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"standard_level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"company_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"level_id" integer,
	"standard_level" smallint,
	"location_id" integer,
	"years_of_experience" smallint,
	"years_at_company" smallint,
	"base" integer NOT NULL,
	"stock_grant" integer,
	"vesting_years" smallint,
	"stock_yearly" integer,
	"bonus" integer,
	"signing_bonus" integer,
	"total" integer NOT NULL,
	"reported_on" date NOT NULL,
	"skill_ids" integer[],
	"education_tags" text[],
	"gender" text,
	"source" text NOT NULL,
	"verification" text NOT NULL,
	"source_ref" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "size_band" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "headquarters" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_levels" ADD CONSTRAINT "company_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_levels" ADD CONSTRAINT "company_levels_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_records_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_records_level_id_company_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."company_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_records_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_levels_uq" ON "company_levels" USING btree ("company_id","family_id","name");--> statement-breakpoint
CREATE INDEX "salary_records_title_slice_idx" ON "salary_records" USING btree ("country_code","title_id","company_id","reported_on");--> statement-breakpoint
CREATE INDEX "salary_records_company_idx" ON "salary_records" USING btree ("country_code","company_id");--> statement-breakpoint
CREATE INDEX "salary_records_location_idx" ON "salary_records" USING btree ("country_code","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_records_source_ref_uq" ON "salary_records" USING btree ("source","source_ref") WHERE "salary_records"."source_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "skills_slug_uq" ON "skills" USING btree ("slug");