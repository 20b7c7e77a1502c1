-- Accounts made by WhatsApp login proved their number with the code that created them.
UPDATE "users" SET "mobile_verified_at" = "created_at" WHERE "password_hash" IS NULL AND "mobile_no" IS NOT NULL;
