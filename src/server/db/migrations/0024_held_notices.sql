CREATE TABLE "held_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"line" text NOT NULL,
	"message" jsonb NOT NULL,
	"topic" text,
	"useful_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "held_notices" ADD CONSTRAINT "held_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_notices_waiting_idx" ON "held_notices" USING btree ("channel","address","created_at") WHERE sent_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "held_notices_topic_key" ON "held_notices" USING btree ("channel","address","topic") WHERE sent_at is null and topic is not null;--> statement-breakpoint
CREATE INDEX "held_notices_sent_idx" ON "held_notices" USING btree ("sent_at") WHERE sent_at is not null;