CREATE TABLE "listing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pass_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_city_newest_idx";--> statement-breakpoint
DROP INDEX "listings_city_rent_idx";--> statement-breakpoint
DROP INDEX "listings_buildin_idx";--> statement-breakpoint
DROP INDEX "listings_search_newest_idx";--> statement-breakpoint
DROP INDEX "listings_search_rent_idx";--> statement-breakpoint
DROP INDEX "listings_search_type_idx";--> statement-breakpoint
DROP INDEX "listings_search_any_city_newest_idx";--> statement-breakpoint
DROP INDEX "listings_search_any_city_rent_idx";--> statement-breakpoint
DROP INDEX "listings_search_locality_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_mumbai_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_mumbai_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_navi_mumbai_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_navi_mumbai_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_delhi_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_delhi_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_bengaluru_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_bengaluru_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_ahmedabad_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_ahmedabad_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_hyderabad_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_hyderabad_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_chennai_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_chennai_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_kolkata_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_kolkata_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_pune_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_pune_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_jaipur_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_jaipur_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_indore_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_indore_idx";--> statement-breakpoint
DROP INDEX "listings_search_head_kota_idx";--> statement-breakpoint
DROP INDEX "listings_search_description_kota_idx";--> statement-breakpoint
ALTER TABLE "contact_unlocks" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "last_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "freshness_asked_at" timestamp with time zone;--> statement-breakpoint
-- Existing listings count as confirmed when they were last posted or edited.
UPDATE "listings" SET "last_confirmed_at" = greatest("created_at", "updated_at");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_credits" ADD CONSTRAINT "pass_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_credits" ADD CONSTRAINT "pass_credits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_credits" ADD CONSTRAINT "pass_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_listing_idx" ON "listing_events" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_once_key" ON "listing_reports" USING btree ("listing_id","user_id");--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("listing_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_credits_once_key" ON "pass_credits" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE INDEX "pass_credits_payment_idx" ON "pass_credits" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "listings_freshness_idx" ON "listings" USING btree ("last_confirmed_at") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_city_newest_idx" ON "listings" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_city_rent_idx" ON "listings" USING btree ("city","rent","id") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_buildin_idx" ON "listings" USING gin ("buildin_category") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_newest_idx" ON "listings" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"property_type","configuration","listed_by","tenant_type","food_allowed","furnishing_status","brokerage","rent","title","locality") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_rent_idx" ON "listings" USING btree ("city","rent","id","property_type","configuration","listed_by","tenant_type","food_allowed","furnishing_status","brokerage","created_at") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_type_idx" ON "listings" USING btree ("city","property_type","configuration","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"listed_by","tenant_type","food_allowed","furnishing_status","brokerage","rent") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_any_city_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_any_city_rent_idx" ON "listings" USING btree ("rent","id") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_locality_idx" ON "listings" USING btree ("locality") WHERE deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_mumbai_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Mumbai' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_mumbai_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Mumbai' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_navi_mumbai_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Navi Mumbai' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_navi_mumbai_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Navi Mumbai' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_delhi_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Delhi' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_delhi_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Delhi' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_bengaluru_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Bengaluru' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_bengaluru_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Bengaluru' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_ahmedabad_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Ahmedabad' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_ahmedabad_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Ahmedabad' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_hyderabad_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Hyderabad' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_hyderabad_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Hyderabad' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_chennai_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Chennai' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_chennai_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Chennai' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_kolkata_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Kolkata' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_kolkata_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Kolkata' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_pune_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Pune' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_pune_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Pune' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_jaipur_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Jaipur' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_jaipur_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Jaipur' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_indore_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Indore' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_indore_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Indore' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_head_kota_idx" ON "listings" USING gin ((title || ' ' || locality || ' ' || city) gin_trgm_ops) WHERE city = 'Kota' and deleted_at is null and status = 'live';--> statement-breakpoint
CREATE INDEX "listings_search_description_kota_idx" ON "listings" USING gin (description gin_trgm_ops) WHERE city = 'Kota' and deleted_at is null and status = 'live';