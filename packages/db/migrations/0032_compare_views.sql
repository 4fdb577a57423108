CREATE TABLE "compare_views" (
	"country_code" text NOT NULL,
	"pair" text NOT NULL,
	"day" date NOT NULL,
	"visitors" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "compare_views_country_code_pair_day_is_demo_pk" PRIMARY KEY("country_code","pair","day","is_demo"),
	CONSTRAINT "compare_views_visitors_ck" CHECK ("compare_views"."visitors" > 0)
);
--> statement-breakpoint
CREATE INDEX "compare_views_day_idx" ON "compare_views" USING btree ("country_code","day");