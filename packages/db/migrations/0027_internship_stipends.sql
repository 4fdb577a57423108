CREATE TABLE "internship_stipends" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"company_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"location_id" integer,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"monthly_stipend" integer NOT NULL,
	"duration_months" smallint,
	"year" smallint NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_stipends_positive" CHECK ("internship_stipends"."monthly_stipend" >= 0 and ("internship_stipends"."duration_months" is null or "internship_stipends"."duration_months" between 1 and 24))
);
--> statement-breakpoint
ALTER TABLE "internship_stipends" ADD CONSTRAINT "internship_stipends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_stipends" ADD CONSTRAINT "internship_stipends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_stipends" ADD CONSTRAINT "internship_stipends_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_stipends" ADD CONSTRAINT "internship_stipends_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internship_stipends_slice_idx" ON "internship_stipends" USING btree ("country_code","company_id","title_id");--> statement-breakpoint
CREATE INDEX "internship_stipends_company_idx" ON "internship_stipends" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "internship_stipends_member_uq" ON "internship_stipends" USING btree ("user_id","company_id","title_id","year") WHERE "internship_stipends"."user_id" is not null;