CREATE TABLE "layoff_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"follow_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "layoff_digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_through" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "layoff_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer,
	"employer_key" text,
	"employer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layoff_follows_one_target" CHECK (("layoff_follows"."company_id" IS NULL) <> ("layoff_follows"."employer_key" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "layoff_unsubscribe_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"follow_id" integer,
	"digest_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layoff_unsubscribe_tokens_one_target" CHECK (("layoff_unsubscribe_tokens"."follow_id" IS NULL) <> ("layoff_unsubscribe_tokens"."digest_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "layoff_alerts" ADD CONSTRAINT "layoff_alerts_follow_id_layoff_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."layoff_follows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_alerts" ADD CONSTRAINT "layoff_alerts_notice_id_warn_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."warn_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_digests" ADD CONSTRAINT "layoff_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_follows" ADD CONSTRAINT "layoff_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_follows" ADD CONSTRAINT "layoff_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_unsubscribe_tokens" ADD CONSTRAINT "layoff_unsubscribe_tokens_follow_id_layoff_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."layoff_follows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_unsubscribe_tokens" ADD CONSTRAINT "layoff_unsubscribe_tokens_digest_id_layoff_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."layoff_digests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "layoff_alerts_follow_notice" ON "layoff_alerts" USING btree ("follow_id","notice_id");--> statement-breakpoint
CREATE INDEX "layoff_alerts_pending" ON "layoff_alerts" USING btree ("id") WHERE "layoff_alerts"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "layoff_digests_user" ON "layoff_digests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "layoff_follows_user_company" ON "layoff_follows" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "layoff_follows_user_employer" ON "layoff_follows" USING btree ("user_id","employer_key");--> statement-breakpoint
CREATE INDEX "layoff_follows_company" ON "layoff_follows" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "layoff_follows_employer" ON "layoff_follows" USING btree ("employer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "layoff_unsubscribe_tokens_hash" ON "layoff_unsubscribe_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "layoff_unsubscribe_tokens_follow" ON "layoff_unsubscribe_tokens" USING btree ("follow_id");--> statement-breakpoint
CREATE INDEX "layoff_unsubscribe_tokens_digest" ON "layoff_unsubscribe_tokens" USING btree ("digest_id");