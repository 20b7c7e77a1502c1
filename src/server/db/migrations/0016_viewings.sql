CREATE TABLE "viewing_blocked_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"poster_id" integer NOT NULL,
	"listing_id" integer,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"poster_id" integer NOT NULL,
	"listing_id" integer,
	"hours" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"per_slot" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_places" (
	"listing_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place_no" integer NOT NULL,
	"viewing_id" integer NOT NULL,
	CONSTRAINT "viewing_places_listing_id_starts_at_place_no_pk" PRIMARY KEY("listing_id","starts_at","place_no")
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer,
	"listing_title" text NOT NULL,
	"seeker_id" integer,
	"poster_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_by" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"seeker_came" boolean,
	"poster_came" boolean,
	"seeker_came_at" timestamp with time zone,
	"poster_came_at" timestamp with time zone,
	"time_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"evening_reminder_at" timestamp with time zone,
	"soon_reminder_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_blocked_days" ADD CONSTRAINT "viewing_blocked_days_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_blocked_days" ADD CONSTRAINT "viewing_blocked_days_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_hours" ADD CONSTRAINT "viewing_hours_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_hours" ADD CONSTRAINT "viewing_hours_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_places" ADD CONSTRAINT "viewing_places_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_places" ADD CONSTRAINT "viewing_places_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_blocked_days_listing_key" ON "viewing_blocked_days" USING btree ("listing_id","day") WHERE listing_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_blocked_days_poster_all_key" ON "viewing_blocked_days" USING btree ("poster_id","day") WHERE listing_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_hours_listing_key" ON "viewing_hours" USING btree ("listing_id") WHERE listing_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_hours_poster_all_key" ON "viewing_hours" USING btree ("poster_id") WHERE listing_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_places_viewing_key" ON "viewing_places" USING btree ("viewing_id");--> statement-breakpoint
CREATE INDEX "viewings_seeker_idx" ON "viewings" USING btree ("seeker_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_poster_idx" ON "viewings" USING btree ("poster_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_upcoming_idx" ON "viewings" USING btree ("starts_at") WHERE status = 'booked';