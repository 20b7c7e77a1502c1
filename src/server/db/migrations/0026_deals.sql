CREATE TABLE "agreement_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"contact" text NOT NULL,
	"code_proof" text NOT NULL,
	"sha256" text NOT NULL,
	"provider" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"sha256" text NOT NULL,
	"document" jsonb NOT NULL,
	"state_rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"by_id" integer,
	"by_role" text NOT NULL,
	"kind" text NOT NULL,
	"rent" integer NOT NULL,
	"deposit" integer NOT NULL,
	"maintenance" integer DEFAULT 0 NOT NULL,
	"move_in" date NOT NULL,
	"term_months" integer DEFAULT 11 NOT NULL,
	"lock_in_months" integer DEFAULT 0 NOT NULL,
	"notice_months" integer DEFAULT 1 NOT NULL,
	"rent_due_day" integer DEFAULT 5 NOT NULL,
	"deposit_refund_days" integer DEFAULT 30 NOT NULL,
	"house_rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer,
	"listing_title" text NOT NULL,
	"owner_id" integer,
	"tenant_id" integer,
	"conversation_id" integer,
	"state" text DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_offers" ADD CONSTRAINT "deal_offers_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_offers" ADD CONSTRAINT "deal_offers_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_once_key" ON "agreement_signatures" USING btree ("agreement_id","role");--> statement-breakpoint
CREATE INDEX "agreement_signatures_sha256_idx" ON "agreement_signatures" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_version_key" ON "agreements" USING btree ("deal_id","version","language");--> statement-breakpoint
CREATE INDEX "agreements_sha256_idx" ON "agreements" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "deal_offers_deal_idx" ON "deal_offers" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_open_key" ON "deals" USING btree ("listing_id","tenant_id") WHERE state in ('offered', 'countered', 'accepted', 'signed');--> statement-breakpoint
CREATE INDEX "deals_owner_idx" ON "deals" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_tenant_idx" ON "deals" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "deals_conversation_idx" ON "deals" USING btree ("conversation_id");