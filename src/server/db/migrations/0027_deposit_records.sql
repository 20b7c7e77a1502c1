CREATE TABLE "deposit_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"how" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"owner_confirmed_at" timestamp with time zone,
	"tenant_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_records_deal_id_unique" UNIQUE("deal_id")
);
--> statement-breakpoint
ALTER TABLE "deposit_records" ADD CONSTRAINT "deposit_records_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;