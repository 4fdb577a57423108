CREATE TABLE "workspace_levels" (
	"org_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"standard_level" integer NOT NULL,
	CONSTRAINT "workspace_levels_org_id_position_pk" PRIMARY KEY("org_id","position")
);
--> statement-breakpoint
ALTER TABLE "workspace_levels" ADD CONSTRAINT "workspace_levels_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_levels_org_name_uq" ON "workspace_levels" USING btree ("org_id","name_key");