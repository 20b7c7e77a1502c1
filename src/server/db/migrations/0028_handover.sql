CREATE TABLE "handover_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"round" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"contact" text NOT NULL,
	"code_proof" text NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"round" integer NOT NULL,
	"by_role" text NOT NULL,
	"room" text NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"meters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"settled_rounds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handover_confirmations" ADD CONSTRAINT "handover_confirmations_report_id_handover_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."handover_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_confirmations" ADD CONSTRAINT "handover_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_entries" ADD CONSTRAINT "handover_entries_report_id_handover_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."handover_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_entry_id_handover_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."handover_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_reports" ADD CONSTRAINT "handover_reports_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handover_confirmations_once" ON "handover_confirmations" USING btree ("report_id","round","role");--> statement-breakpoint
CREATE INDEX "handover_entries_report_idx" ON "handover_entries" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "handover_photos_entry_idx" ON "handover_photos" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "handover_reports_deal_kind" ON "handover_reports" USING btree ("deal_id","kind");