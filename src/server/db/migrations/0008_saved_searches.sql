CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"alert_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"alert_frequency" text DEFAULT 'instant' NOT NULL,
	"alert_hour" integer DEFAULT 9 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_until" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_alerting_idx" ON "saved_searches" USING btree ("id") WHERE cardinality(alert_channels) > 0;