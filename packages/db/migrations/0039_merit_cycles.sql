CREATE TABLE "merit_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"recommendation_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"decision" text NOT NULL,
	"note" text,
	"decided_by" uuid,
	"decided_by_email" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merit_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"employee_ref" text,
	"rules_version" integer NOT NULL,
	"matrix_cell" jsonb,
	"proration" integer,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merit_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'not-started' NOT NULL,
	"effective_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" text NOT NULL,
	"fx" jsonb NOT NULL,
	"upload_id" integer,
	"country_code" text NOT NULL,
	"band_group_id" integer,
	"band_version" integer,
	"eligibility" jsonb NOT NULL,
	"proration" jsonb NOT NULL,
	"matrix" jsonb,
	"approvals" jsonb NOT NULL,
	"rules_version" integer DEFAULT 1 NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merit_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"value" bigint NOT NULL,
	"scope" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merit_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"employee_ref" text NOT NULL,
	"name" text,
	"email" text,
	"title" text NOT NULL,
	"family_id" integer NOT NULL,
	"standard_level" integer NOT NULL,
	"metro" text NOT NULL,
	"manager_ref" text,
	"performance_rating" text,
	"hire_date" date NOT NULL,
	"last_change_date" date,
	"fte" double precision NOT NULL,
	"base" integer NOT NULL,
	"bonus_target" integer NOT NULL,
	"equity" integer NOT NULL,
	"eligible" boolean NOT NULL,
	"ineligible_reason" text,
	"band" jsonb,
	"position" double precision,
	"proration" integer NOT NULL,
	"matrix_row" integer,
	"matrix_column" integer,
	"guideline" jsonb,
	"guideline_note" text,
	"merit_percent" integer DEFAULT 0 NOT NULL,
	"merit_base_minor" bigint DEFAULT 0 NOT NULL,
	"merit_lump_minor" bigint DEFAULT 0 NOT NULL,
	"promotion_minor" bigint DEFAULT 0 NOT NULL,
	"adjustment_minor" bigint DEFAULT 0 NOT NULL,
	"one_off_minor" bigint DEFAULT 0 NOT NULL,
	"changed" boolean DEFAULT false NOT NULL,
	"outside_guideline" boolean DEFAULT false NOT NULL,
	"reason" text,
	"budget" jsonb NOT NULL,
	"rules_version" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merit_approvals" ADD CONSTRAINT "merit_approvals_recommendation_id_merit_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."merit_recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_approvals" ADD CONSTRAINT "merit_approvals_cycle_id_merit_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."merit_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_approvals" ADD CONSTRAINT "merit_approvals_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_approvals" ADD CONSTRAINT "merit_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_audit" ADD CONSTRAINT "merit_audit_cycle_id_merit_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."merit_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_audit" ADD CONSTRAINT "merit_audit_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_audit" ADD CONSTRAINT "merit_audit_actor_users_id_fk" FOREIGN KEY ("actor") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_cycles" ADD CONSTRAINT "merit_cycles_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_cycles" ADD CONSTRAINT "merit_cycles_upload_id_payroll_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."payroll_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_cycles" ADD CONSTRAINT "merit_cycles_band_group_id_pay_band_groups_id_fk" FOREIGN KEY ("band_group_id") REFERENCES "public"."pay_band_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_cycles" ADD CONSTRAINT "merit_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_pools" ADD CONSTRAINT "merit_pools_cycle_id_merit_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."merit_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_pools" ADD CONSTRAINT "merit_pools_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_recommendations" ADD CONSTRAINT "merit_recommendations_cycle_id_merit_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."merit_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_recommendations" ADD CONSTRAINT "merit_recommendations_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_recommendations" ADD CONSTRAINT "merit_recommendations_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merit_recommendations" ADD CONSTRAINT "merit_recommendations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merit_approvals_rec_stage_uq" ON "merit_approvals" USING btree ("recommendation_id","stage");--> statement-breakpoint
CREATE INDEX "merit_approvals_cycle_idx" ON "merit_approvals" USING btree ("cycle_id");--> statement-breakpoint
CREATE INDEX "merit_audit_cycle_idx" ON "merit_audit" USING btree ("cycle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "merit_cycles_org_name_uq" ON "merit_cycles" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "merit_cycles_org_idx" ON "merit_cycles" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merit_pools_cycle_name_uq" ON "merit_pools" USING btree ("cycle_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "merit_pools_cycle_position_uq" ON "merit_pools" USING btree ("cycle_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "merit_recommendations_cycle_ref_uq" ON "merit_recommendations" USING btree ("cycle_id","employee_ref");--> statement-breakpoint
CREATE INDEX "merit_recommendations_org_idx" ON "merit_recommendations" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "merit_recommendations_cycle_manager_idx" ON "merit_recommendations" USING btree ("cycle_id","manager_ref");