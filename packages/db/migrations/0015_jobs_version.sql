CREATE TABLE "jobs_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "jobs_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Once per statement, in the writing transaction (as records_version, migration 0010): the index of
-- listed jobs reloads when the value it loaded with is no longer current.
CREATE FUNCTION "bump_jobs_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "jobs_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_jobs_version"();
