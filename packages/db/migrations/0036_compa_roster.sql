ALTER TABLE "payroll_employees" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "equity_type" text;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "equity_units" integer;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "equity_vesting" text;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "last_change_date" date;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "manager_ref" text;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "performance_rating" text;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "fte" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "payroll_uploads" ADD COLUMN "source" text DEFAULT 'file' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_employees" ADD CONSTRAINT "payroll_employees_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;