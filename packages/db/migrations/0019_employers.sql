CREATE TABLE "benchmark_releases" (
	"org_id" integer NOT NULL,
	"cell_key" text NOT NULL,
	"set_hash" text NOT NULL,
	"leave_one_out" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_releases_org_id_cell_key_set_hash_leave_one_out_pk" PRIMARY KEY("org_id","cell_key","set_hash","leave_one_out")
);
--> statement-breakpoint
CREATE TABLE "benchmark_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_band_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"peer_group_id" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_band_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_date" date NOT NULL,
	"plan" jsonb NOT NULL,
	"bands" jsonb NOT NULL,
	"findings" jsonb NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"employee_ref" text NOT NULL,
	"title" text NOT NULL,
	"family_id" integer NOT NULL,
	"standard_level" integer NOT NULL,
	"metro" text NOT NULL,
	"base" integer NOT NULL,
	"bonus_target" integer NOT NULL,
	"equity" integer NOT NULL,
	"hire_date" date NOT NULL,
	"gender" text
);
--> statement-breakpoint
CREATE TABLE "payroll_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"country_code" text NOT NULL,
	"rows" integer NOT NULL,
	"peer_group_id" integer,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country_code" text NOT NULL,
	"company_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'viewer' NOT NULL,
	"removed_at" timestamp with time zone,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "funding_stage" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listed" boolean;--> statement-breakpoint
ALTER TABLE "benchmark_releases" ADD CONSTRAINT "benchmark_releases_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_views" ADD CONSTRAINT "benchmark_views_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_views" ADD CONSTRAINT "benchmark_views_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_band_groups" ADD CONSTRAINT "pay_band_groups_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_band_groups" ADD CONSTRAINT "pay_band_groups_peer_group_id_peer_groups_id_fk" FOREIGN KEY ("peer_group_id") REFERENCES "public"."peer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_band_groups" ADD CONSTRAINT "pay_band_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_band_versions" ADD CONSTRAINT "pay_band_versions_group_id_pay_band_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."pay_band_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_band_versions" ADD CONSTRAINT "pay_band_versions_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_band_versions" ADD CONSTRAINT "pay_band_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_upload_id_payroll_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."payroll_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_family_id_job_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."job_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_uploads" ADD CONSTRAINT "payroll_uploads_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_uploads" ADD CONSTRAINT "payroll_uploads_peer_group_id_peer_groups_id_fk" FOREIGN KEY ("peer_group_id") REFERENCES "public"."peer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_uploads" ADD CONSTRAINT "payroll_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_groups" ADD CONSTRAINT "peer_groups_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_groups" ADD CONSTRAINT "peer_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benchmark_views_org_name_uq" ON "benchmark_views" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_band_groups_org_name_uq" ON "pay_band_groups" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_band_versions_group_version_uq" ON "pay_band_versions" USING btree ("group_id","version");--> statement-breakpoint
CREATE INDEX "pay_band_versions_org_idx" ON "pay_band_versions" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_employees_upload_ref_uq" ON "payroll_employees" USING btree ("upload_id","employee_ref");--> statement-breakpoint
CREATE INDEX "payroll_employees_org_idx" ON "payroll_employees" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "payroll_uploads_org_idx" ON "payroll_uploads" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_groups_org_name_uq" ON "peer_groups" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_org_email_uq" ON "workspace_members" USING btree ("org_id","email");