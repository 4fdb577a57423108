CREATE TABLE "benefit_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"year" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_reports_items_object" CHECK (jsonb_typeof("benefit_reports"."items") = 'object')
);
--> statement-breakpoint
ALTER TABLE "benefit_reports" ADD CONSTRAINT "benefit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_reports" ADD CONSTRAINT "benefit_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_reports_uq" ON "benefit_reports" USING btree ("user_id","company_id","country_code","year");--> statement-breakpoint
CREATE INDEX "benefit_reports_company_idx" ON "benefit_reports" USING btree ("company_id","country_code");