CREATE TABLE "listing_day_counts" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_day_counts_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "search_day_counts" (
	"day" date NOT NULL,
	"city" text NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"rent_band" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_day_counts_day_city_locality_rent_band_pk" PRIMARY KEY("day","city","locality","rent_band")
);
--> statement-breakpoint
ALTER TABLE "listing_day_counts" ADD CONSTRAINT "listing_day_counts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_day_counts_day_idx" ON "listing_day_counts" USING btree ("day");