CREATE TABLE "academy_seed_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_key" text NOT NULL,
	"position" integer NOT NULL,
	"topic" text NOT NULL,
	"round_type" text NOT NULL,
	"family_slug" text,
	"difficulty" text,
	"text" text NOT NULL,
	"detail" text,
	"code" text,
	"choices" jsonb NOT NULL,
	"answer" text,
	"url" text NOT NULL,
	"norm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_seed_sets" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"repository" text NOT NULL,
	"url" text NOT NULL,
	"commit" text NOT NULL,
	"licence" text NOT NULL,
	"licence_url" text NOT NULL,
	"notice" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"round_type" text NOT NULL,
	"text" text NOT NULL,
	"norm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer,
	"company_name" text NOT NULL,
	"title_id" integer,
	"title_name" text NOT NULL,
	"level" text,
	"month" text NOT NULL,
	"applied" text NOT NULL,
	"outcome" text NOT NULL,
	"experience" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"process_days" smallint,
	"rounds" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_reports_difficulty" CHECK ("interview_reports"."difficulty" between 1 and 5),
	CONSTRAINT "interview_reports_process_days" CHECK ("interview_reports"."process_days" is null or "interview_reports"."process_days" between 1 and 365),
	CONSTRAINT "interview_reports_month" CHECK ("interview_reports"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "interview_reports_rounds" CHECK (jsonb_typeof("interview_reports"."rounds") = 'array')
);
--> statement-breakpoint
ALTER TABLE "academy_seed_questions" ADD CONSTRAINT "academy_seed_questions_set_key_academy_seed_sets_key_fk" FOREIGN KEY ("set_key") REFERENCES "public"."academy_seed_sets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_report_id_interview_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."interview_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reports" ADD CONSTRAINT "interview_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reports" ADD CONSTRAINT "interview_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reports" ADD CONSTRAINT "interview_reports_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reports" ADD CONSTRAINT "interview_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_seed_questions_norm_uq" ON "academy_seed_questions" USING btree ("norm");--> statement-breakpoint
CREATE INDEX "academy_seed_questions_position_idx" ON "academy_seed_questions" USING btree ("position");--> statement-breakpoint
CREATE INDEX "interview_questions_norm_idx" ON "interview_questions" USING btree ("norm");--> statement-breakpoint
CREATE INDEX "interview_questions_report_idx" ON "interview_questions" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "interview_reports_shown_idx" ON "interview_reports" USING btree ("status","company_id");--> statement-breakpoint
CREATE INDEX "interview_reports_user_idx" ON "interview_reports" USING btree ("user_id","status");