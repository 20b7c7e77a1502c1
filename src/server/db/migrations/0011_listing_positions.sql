ALTER TABLE "listings" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lng" double precision;--> statement-breakpoint
CREATE INDEX "listings_search_position_idx" ON "listings" USING btree ("city","lat","lng","created_at","id","rent","property_type","configuration","listed_by","tenant_type","food_allowed","furnishing_status","brokerage") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_unplaced_idx" ON "listings" USING btree ("id") WHERE lat is null;