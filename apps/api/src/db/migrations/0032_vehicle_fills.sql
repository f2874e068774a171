CREATE TABLE "fleet_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"quick_refill_minutes" integer NOT NULL,
	"high_consumption_percent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_fills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" integer NOT NULL,
	"station_id" uuid,
	"card_id" uuid,
	"driver_id" uuid,
	"filled_at" timestamp with time zone NOT NULL,
	"odometer_km" integer,
	"full_tank" boolean DEFAULT true NOT NULL,
	"missed_before" boolean DEFAULT false NOT NULL,
	"odometer_reset" boolean DEFAULT false NOT NULL,
	"distance_km" integer,
	"segment_quantity" bigint,
	"segment_amount" integer,
	"exceptions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_refuels" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "card_refuels" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "card_refuels" ADD COLUMN "full_tank" boolean;--> statement-breakpoint
ALTER TABLE "refuel_authorizations" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "refuel_authorizations" ADD COLUMN "full_tank" boolean;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "second_fuel_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "primary_tank_capacity" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "second_tank_capacity" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "fleet_settings" ADD CONSTRAINT "fleet_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fills" ADD CONSTRAINT "vehicle_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fills" ADD CONSTRAINT "vehicle_fills_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fills" ADD CONSTRAINT "vehicle_fills_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fills" ADD CONSTRAINT "vehicle_fills_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fills" ADD CONSTRAINT "vehicle_fills_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_fills_vehicle_idx" ON "vehicle_fills" USING btree ("vehicle_id","filled_at");--> statement-breakpoint
CREATE INDEX "vehicle_fills_user_idx" ON "vehicle_fills" USING btree ("user_id","filled_at");--> statement-breakpoint
CREATE INDEX "vehicle_fills_flagged_idx" ON "vehicle_fills" USING btree ("user_id","filled_at") WHERE cardinality("vehicle_fills"."exceptions") > 0;--> statement-breakpoint
ALTER TABLE "card_refuels" ADD CONSTRAINT "card_refuels_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_second_fuel_id_products_id_fk" FOREIGN KEY ("second_fuel_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;