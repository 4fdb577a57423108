ALTER TABLE "salary_records" ADD COLUMN "stock_first_year" integer;--> statement-breakpoint
ALTER TABLE "salary_records" ADD COLUMN "first_year_total" integer;--> statement-breakpoint
-- Existing records: first year = base + the even split of the grant + bonus + signing bonus (salaryTotals).
UPDATE "salary_records" SET "first_year_total" = "base" + coalesce("stock_yearly", 0) + coalesce("bonus", 0) + coalesce("signing_bonus", 0);--> statement-breakpoint
ALTER TABLE "salary_records" ALTER COLUMN "first_year_total" SET NOT NULL;
