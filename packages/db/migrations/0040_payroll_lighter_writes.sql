ALTER TABLE "payroll_employees" DROP CONSTRAINT "payroll_employees_org_id_enterprise_orgs_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_employees" DROP CONSTRAINT "payroll_employees_family_id_job_families_id_fk";
--> statement-breakpoint
DROP INDEX "payroll_employees_org_idx";--> statement-breakpoint
ALTER TABLE "payroll_uploads" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;