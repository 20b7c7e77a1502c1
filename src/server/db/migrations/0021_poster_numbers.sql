ALTER TABLE "listings" ADD COLUMN "good_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_unlocks_listing_idx" ON "contact_unlocks" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "viewings_listing_idx" ON "viewings" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_listing_idx" ON "wishlist" USING btree ("listing_id","created_at");