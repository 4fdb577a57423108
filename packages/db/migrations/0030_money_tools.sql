CREATE TABLE "networth_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"age_band" text NOT NULL,
	"input" jsonb NOT NULL,
	"total_assets" bigint NOT NULL,
	"total_liabilities" bigint NOT NULL,
	"net_worth" bigint NOT NULL,
	"linked_assets" bigint DEFAULT 0 NOT NULL,
	"linked_liabilities" bigint DEFAULT 0 NOT NULL,
	"linked_accounts" smallint DEFAULT 0 NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networth_entries_totals" CHECK ("networth_entries"."total_assets" >= 0 AND "networth_entries"."total_liabilities" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vault_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"provider_account_id" text NOT NULL,
	"name" text NOT NULL,
	"mask" text,
	"type" text NOT NULL,
	"balance_minor" bigint,
	"currency" text
);
--> statement-breakpoint
CREATE TABLE "vault_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_item_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"institution_name" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"balances_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_mfa_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"institution_id" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "networth_entries" ADD CONSTRAINT "networth_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_accounts" ADD CONSTRAINT "vault_accounts_item_id_vault_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."vault_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_items" ADD CONSTRAINT "vault_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_mfa_challenges" ADD CONSTRAINT "vault_mfa_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "networth_entries_user_idx" ON "networth_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "networth_entries_band_idx" ON "networth_entries" USING btree ("country_code","age_band","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vault_accounts_item_account_uq" ON "vault_accounts" USING btree ("item_id","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vault_items_provider_item_uq" ON "vault_items" USING btree ("provider","provider_item_id");--> statement-breakpoint
CREATE INDEX "vault_items_user_idx" ON "vault_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vault_mfa_challenges_token_uq" ON "vault_mfa_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vehicle_makes_name_idx" ON "vehicle_makes" USING btree (lower("name"));