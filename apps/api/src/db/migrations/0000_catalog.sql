CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"unit" text NOT NULL,
	"price" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code"),
	CONSTRAINT "products_unit_check" CHECK ("products"."unit" in ('L', 'm3')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "station_products" (
	"station_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "station_products_station_id_product_id_pk" PRIMARY KEY("station_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"open_24h" boolean DEFAULT false NOT NULL,
	"opens_at" text,
	"closes_at" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_code_unique" UNIQUE("code"),
	CONSTRAINT "stations_hours_check" CHECK (("stations"."open_24h" and "stations"."opens_at" is null and "stations"."closes_at" is null) or (not "stations"."open_24h" and "stations"."opens_at" is not null and "stations"."closes_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "station_products" ADD CONSTRAINT "station_products_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_products" ADD CONSTRAINT "station_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_products_product_idx" ON "station_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stations_active_sort_idx" ON "stations" USING btree ("active","sort_order");