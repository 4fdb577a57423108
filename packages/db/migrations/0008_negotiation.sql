CREATE TABLE "negotiation_coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"headline" text NOT NULL,
	"regions" text[] NOT NULL,
	"countries" text[] NOT NULL,
	"specialities" text[] NOT NULL,
	"companies" text[] NOT NULL,
	"years_coaching" smallint NOT NULL,
	"negotiations_done" integer NOT NULL,
	"median_uplift_percent" double precision NOT NULL,
	"currency" text NOT NULL,
	"total_uplift" bigint NOT NULL,
	"price_from" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiation_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"coach_id" integer,
	"country_code" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_role" text NOT NULL,
	"reviewer_company" text,
	"currency" text NOT NULL,
	"uplift_amount" integer NOT NULL,
	"uplift_percent" double precision NOT NULL,
	"reviewed_on" date NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_reviews_rating_ck" CHECK ("negotiation_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "negotiation_reviews" ADD CONSTRAINT "negotiation_reviews_coach_id_negotiation_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."negotiation_coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_coaches_slug_uq" ON "negotiation_coaches" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "negotiation_reviews_region_date_idx" ON "negotiation_reviews" USING btree ("country_code","reviewed_on");--> statement-breakpoint
CREATE INDEX "negotiation_reviews_coach_idx" ON "negotiation_reviews" USING btree ("coach_id");