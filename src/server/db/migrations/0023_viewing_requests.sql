CREATE TABLE "viewing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer,
	"listing_title" text NOT NULL,
	"seeker_id" integer,
	"poster_id" integer,
	"times" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'asked' NOT NULL,
	"proposed_time" timestamp with time zone,
	"answer_by" timestamp with time zone NOT NULL,
	"viewing_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_viewing_id_viewings_id_fk" FOREIGN KEY ("viewing_id") REFERENCES "public"."viewings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_requests_seeker_idx" ON "viewing_requests" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "viewing_requests_poster_idx" ON "viewing_requests" USING btree ("poster_id","created_at");--> statement-breakpoint
CREATE INDEX "viewing_requests_waiting_idx" ON "viewing_requests" USING btree ("answer_by") WHERE status in ('asked', 'proposed');