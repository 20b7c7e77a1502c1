CREATE TABLE "admin_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_user_idx" ON "admin_actions" USING btree ("user_id","created_at");--> statement-breakpoint
-- Listings an earlier suspension paused: paused by an admin at the very time their poster was suspended (one transaction).
UPDATE "listings" SET "paused_reason" = 'suspended' FROM "users" WHERE "users"."id" = "listings"."user_id" AND "users"."suspended_at" IS NOT NULL AND "listings"."status" = 'paused' AND "listings"."paused_reason" = 'admin' AND "listings"."status_changed_at" = "users"."suspended_at";
