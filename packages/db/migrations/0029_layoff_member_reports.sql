CREATE TABLE "layoff_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"company_id" integer,
	"company_name" text NOT NULL,
	"month" text NOT NULL,
	"people" integer NOT NULL,
	"source_url" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layoff_reports_people_positive" CHECK ("layoff_reports"."people" > 0),
	CONSTRAINT "layoff_reports_https" CHECK ("layoff_reports"."source_url" LIKE 'https://%'),
	CONSTRAINT "layoff_reports_month" CHECK ("layoff_reports"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "layoff_title_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"notice_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "layoff_reports" ADD CONSTRAINT "layoff_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_reports" ADD CONSTRAINT "layoff_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_reports" ADD CONSTRAINT "layoff_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_title_reports" ADD CONSTRAINT "layoff_title_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_title_reports" ADD CONSTRAINT "layoff_title_reports_notice_id_warn_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."warn_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_title_reports" ADD CONSTRAINT "layoff_title_reports_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layoff_reports_shown_idx" ON "layoff_reports" USING btree ("country_code","status","month");--> statement-breakpoint
CREATE INDEX "layoff_reports_user_idx" ON "layoff_reports" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "layoff_title_reports_uq" ON "layoff_title_reports" USING btree ("user_id","notice_id");--> statement-breakpoint
CREATE INDEX "layoff_title_reports_notice_idx" ON "layoff_title_reports" USING btree ("notice_id","title_id");