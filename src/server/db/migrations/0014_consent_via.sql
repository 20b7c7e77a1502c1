ALTER TABLE "payment_orders" ADD COLUMN "adult_confirmed_via" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_via" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "adult_confirmed_via" text;--> statement-breakpoint
-- Until now consent and the age confirmation could only be given as `true` on a form that asked
-- (docs/decisions/0025-consent-at-signup.md), so every moment already recorded was given that way.
UPDATE "users" SET "consent_via" = 'form' WHERE "consented_at" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "adult_confirmed_via" = 'form' WHERE "adult_confirmed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "payment_orders" SET "adult_confirmed_via" = 'form';
