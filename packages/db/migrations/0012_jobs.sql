CREATE TABLE "job_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_type" text NOT NULL,
	"token" text NOT NULL,
	"company_id" integer NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"board_type" text NOT NULL,
	"board_token" text NOT NULL,
	"external_id" text NOT NULL,
	"apply_url" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_id" integer,
	"standard_level" smallint,
	"title_key" text NOT NULL,
	"company_id" integer NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_key" text NOT NULL,
	"remote" text NOT NULL,
	"employment_type" text,
	"department" text,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"pay_min" integer,
	"pay_max" integer,
	"pay_currency" text,
	"pay_interval" text,
	"pay_estimate" jsonb,
	"posted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"apply_url" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_pay_ck" CHECK (("jobs"."pay_min" is null and "jobs"."pay_max" is null and "jobs"."pay_currency" is null and "jobs"."pay_interval" is null)
        or ("jobs"."pay_min" is not null and "jobs"."pay_max" is not null and "jobs"."pay_currency" is not null and "jobs"."pay_interval" is not null
            and "jobs"."pay_min" >= 0 and "jobs"."pay_min" <= "jobs"."pay_max"))
);
--> statement-breakpoint
ALTER TABLE "job_boards" ADD CONSTRAINT "job_boards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sources" ADD CONSTRAINT "job_sources_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_boards_type_token_uq" ON "job_boards" USING btree ("board_type","token");--> statement-breakpoint
CREATE UNIQUE INDEX "job_sources_posting_uq" ON "job_sources" USING btree ("board_type","board_token","external_id");--> statement-breakpoint
CREATE INDEX "job_sources_job_idx" ON "job_sources" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","title_key","location_key");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "jobs_location_ids_idx" ON "jobs" USING gin ("location_ids");--> statement-breakpoint
CREATE INDEX "jobs_lower_title_idx" ON "jobs" USING btree (lower("title") text_pattern_ops);