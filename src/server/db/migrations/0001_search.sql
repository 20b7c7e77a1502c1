CREATE INDEX "listings_search_newest_idx" ON "listings" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"property_type","configuration","listed_by","tenant_type","food_allowed","furnishing_status","brokerage","rent","title","locality") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_rent_idx" ON "listings" USING btree ("city","rent","id","property_type","configuration","listed_by","tenant_type","food_allowed","furnishing_status","brokerage","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_type_idx" ON "listings" USING btree ("city","property_type","configuration","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"listed_by","tenant_type","food_allowed","furnishing_status","brokerage","rent") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_any_city_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_any_city_rent_idx" ON "listings" USING btree ("rent","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_locality_idx" ON "listings" USING btree ("locality") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_search_description_idx" ON "listings" USING gin (description gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_search_head_mumbai_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Mumbai' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_mumbai_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Mumbai' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_navi_mumbai_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Navi Mumbai' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_navi_mumbai_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Navi Mumbai' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_delhi_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Delhi' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_delhi_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Delhi' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_bengaluru_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Bengaluru' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_bengaluru_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Bengaluru' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_ahmedabad_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Ahmedabad' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_ahmedabad_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Ahmedabad' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_hyderabad_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Hyderabad' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_hyderabad_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Hyderabad' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_chennai_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Chennai' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_chennai_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Chennai' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_kolkata_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Kolkata' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_kolkata_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Kolkata' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_pune_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Pune' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_pune_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Pune' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_jaipur_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Jaipur' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_jaipur_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Jaipur' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_indore_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Indore' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_indore_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Indore' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_head_kota_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Kota' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "listings_search_description_kota_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Kota' and deleted_at is null;