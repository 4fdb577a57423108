CREATE TABLE "answer_snapshots" (
	"key" text PRIMARY KEY NOT NULL,
	"records_version" bigint NOT NULL,
	"body" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "records_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Once per statement, in the writing transaction: readers see the version their snapshot holds, so
-- an answer is never labelled with a version newer than the records it read.
CREATE FUNCTION "bump_records_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "records_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "salary_records_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "salary_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_version"();
