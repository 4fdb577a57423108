CREATE TABLE "workspace_peer_facts" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"size_band" text,
	"funding_stage" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "workspace_peer_facts" ADD CONSTRAINT "workspace_peer_facts_org_id_enterprise_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."enterprise_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_peer_facts" ADD CONSTRAINT "workspace_peer_facts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;