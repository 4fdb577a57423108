CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"industry" text NOT NULL,
	"size_band" text NOT NULL,
	"type" text NOT NULL,
	"headquarters" text NOT NULL,
	"logo_url" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country_code" text NOT NULL,
	"slug" text NOT NULL,
	"metro" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"family_id" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_uq" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "companies_lower_name_idx" ON "companies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "job_families_slug_uq" ON "job_families" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_uq" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "locations_lower_city_idx" ON "locations" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "titles_slug_uq" ON "titles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "titles_lower_name_idx" ON "titles" USING btree (lower("name") text_pattern_ops);