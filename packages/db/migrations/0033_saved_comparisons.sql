CREATE TABLE "saved_comparisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"pair" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_comparisons" ADD CONSTRAINT "saved_comparisons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_comparisons_user_pair_uq" ON "saved_comparisons" USING btree ("user_id","country_code","pair");--> statement-breakpoint
CREATE INDEX "saved_comparisons_user_idx" ON "saved_comparisons" USING btree ("user_id","created_at");