CREATE TABLE "total_rewards_plans" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "total_rewards_plans" ADD CONSTRAINT "total_rewards_plans_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "total_rewards_plans" ADD CONSTRAINT "total_rewards_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;