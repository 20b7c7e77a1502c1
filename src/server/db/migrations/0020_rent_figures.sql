CREATE TABLE "rent_demand" (
	"city" text NOT NULL,
	"locality_key" text NOT NULL,
	"rent_band" text NOT NULL,
	"searches" integer NOT NULL,
	"saved_searches" integer NOT NULL,
	"homes" integer NOT NULL,
	CONSTRAINT "rent_demand_city_locality_key_rent_band_pk" PRIMARY KEY("city","locality_key","rent_band")
);
--> statement-breakpoint
CREATE TABLE "rent_figures" (
	"city" text NOT NULL,
	"locality_key" text NOT NULL,
	"locality" text NOT NULL,
	"property_type" text NOT NULL,
	"configuration" text NOT NULL,
	"rent_period" text NOT NULL,
	"homes" integer NOT NULL,
	"p25" integer,
	"median" integer,
	"p75" integer,
	CONSTRAINT "rent_figures_city_locality_key_property_type_configuration_rent_period_pk" PRIMARY KEY("city","locality_key","property_type","configuration","rent_period")
);
--> statement-breakpoint
CREATE TABLE "rent_months" (
	"city" text NOT NULL,
	"locality_key" text NOT NULL,
	"property_type" text NOT NULL,
	"configuration" text NOT NULL,
	"rent_period" text NOT NULL,
	"month" text NOT NULL,
	"homes" integer NOT NULL,
	"median" integer,
	CONSTRAINT "rent_months_city_locality_key_property_type_configuration_rent_period_month_pk" PRIMARY KEY("city","locality_key","property_type","configuration","rent_period","month")
);
