ALTER TABLE "profiles" ADD COLUMN "can_enrich" boolean DEFAULT false;--> statement-breakpoint
-- Profiles with a stored resume or export: not known yet, worked out on their next read (profile.sources.ts).
UPDATE "profiles" SET "can_enrich" = NULL WHERE "resume_extract" IS NOT NULL OR "network_import" IS NOT NULL;
