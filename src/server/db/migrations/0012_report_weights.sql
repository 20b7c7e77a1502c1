ALTER TABLE "listing_reports" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "weight_reason" text DEFAULT 'proven_number' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listing_reports_pauses_idx" ON "listing_reports" USING btree ("user_id","paused_at") WHERE paused_at is not null;--> statement-breakpoint
-- Reports made before weights are weighed by the same rule (docs/decisions/0098-report-weights.md);
-- no listing is paused or brought back by this.
UPDATE "listing_reports" r SET "weight" = 0, "weight_reason" = 'unproven_number'
  FROM "users" u WHERE u."id" = r."user_id" AND u."mobile_verified_at" IS NULL;--> statement-breakpoint
UPDATE "listing_reports" r SET "weight" = 2, "weight_reason" = 'pass_holder_rented'
  WHERE r."weight_reason" = 'proven_number' AND r."reason" = 'ALREADY_RENTED'
    AND EXISTS (SELECT 1 FROM "contact_unlocks" cu WHERE cu."user_id" = r."user_id" AND cu."listing_id" = r."listing_id");
