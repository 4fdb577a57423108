CREATE TABLE "career_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"degree" text,
	"major" text,
	"major_slug" text,
	"start_year" smallint,
	"end_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_education_years" CHECK ("career_education"."end_year" is null or "career_education"."start_year" is null or "career_education"."end_year" >= "career_education"."start_year")
);
--> statement-breakpoint
CREATE TABLE "career_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"is_demo" boolean DEFAULT false NOT NULL,
	"country_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_people_owner" CHECK (("career_people"."user_id" is not null) <> "career_people"."is_demo")
);
--> statement-breakpoint
CREATE TABLE "career_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"level_id" integer,
	"standard_level" smallint,
	"location_id" integer,
	"country_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"pay_total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_positions_dates" CHECK ("career_positions"."end_date" is null or "career_positions"."end_date" >= "career_positions"."start_date"),
	CONSTRAINT "career_positions_level" CHECK ("career_positions"."standard_level" is null or "career_positions"."standard_level" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "career_rankings" (
	"scope" text PRIMARY KEY NOT NULL,
	"career_version" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"work_life" smallint NOT NULL,
	"culture" smallint NOT NULL,
	"growth" smallint NOT NULL,
	"management" smallint NOT NULL,
	"compensation" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_ratings_range" CHECK ("company_ratings"."work_life" between 1 and 5 and "company_ratings"."culture" between 1 and 5 and "company_ratings"."growth" between 1 and 5 and "company_ratings"."management" between 1 and 5 and "company_ratings"."compensation" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "occupation_ai_applicability" (
	"soc" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"score" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_ai_exposure" (
	"onet_soc" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"gpt4_alpha" real NOT NULL,
	"gpt4_beta" real NOT NULL,
	"gpt4_gamma" real NOT NULL,
	"human_alpha" real NOT NULL,
	"human_beta" real NOT NULL,
	"human_gamma" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupation_wages" (
	"soc" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"group_level" text NOT NULL,
	"employment" integer,
	"annual_mean" integer,
	"annual_p10" integer,
	"annual_p25" integer,
	"annual_median" integer,
	"annual_p75" integer,
	"annual_p90" integer,
	"top_coded" text[],
	"period" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onet_alternate_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"onet_soc" text NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"short_title" text,
	"sources" text
);
--> statement-breakpoint
ALTER TABLE "career_education" ADD CONSTRAINT "career_education_person_id_career_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."career_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_education" ADD CONSTRAINT "career_education_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_people" ADD CONSTRAINT "career_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_person_id_career_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."career_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_level_id_company_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."company_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_education_person_idx" ON "career_education" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "career_education_school_idx" ON "career_education" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "career_education_major_idx" ON "career_education" USING btree ("major_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "career_people_user_uq" ON "career_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "career_positions_person_idx" ON "career_positions" USING btree ("person_id","start_date");--> statement-breakpoint
CREATE INDEX "career_positions_company_idx" ON "career_positions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_ratings_uq" ON "company_ratings" USING btree ("user_id","company_id","year");--> statement-breakpoint
CREATE INDEX "company_ratings_company_idx" ON "company_ratings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onet_alternate_titles_uq" ON "onet_alternate_titles" USING btree ("onet_soc","title");--> statement-breakpoint
CREATE INDEX "onet_alternate_titles_key_idx" ON "onet_alternate_titles" USING btree ("title_key");--> statement-breakpoint
INSERT INTO "career_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Once per statement, in the writing transaction (as records_version and jobs_version): the move
-- network is rebuilt in the background when the value it was built from is no longer current.
CREATE FUNCTION "bump_career_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "career_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "career_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "career_positions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_career_version"();
