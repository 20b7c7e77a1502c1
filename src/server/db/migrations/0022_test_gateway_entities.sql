CREATE TABLE "test_gateway_entities" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "test_gateway_entities_order_idx" ON "test_gateway_entities" USING btree ("order_id");