CREATE TABLE "vehicle_fill_months" (
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"card_id" uuid,
	"driver_id" uuid,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"measured_quantity" integer NOT NULL,
	"measured_amount" integer NOT NULL,
	"flagged" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_fill_months" ADD CONSTRAINT "vehicle_fill_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fill_months" ADD CONSTRAINT "vehicle_fill_months_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fill_months" ADD CONSTRAINT "vehicle_fill_months_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_fill_months_user_idx" ON "vehicle_fill_months" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "vehicle_fill_months_vehicle_idx" ON "vehicle_fill_months" USING btree ("vehicle_id","month");--> statement-breakpoint
-- The fills recorded before the sums were kept, summed once.
INSERT INTO "vehicle_fill_months" ("user_id", "vehicle_id", "month", "product_id", "card_id", "driver_id", "quantity", "amount", "distance_km", "measured_quantity", "measured_amount", "flagged")
SELECT f.user_id, f.vehicle_id, date_trunc('month', f.filled_at at time zone 'Asia/Yerevan')::date, f.product_id, f.card_id, f.driver_id,
  sum(f.quantity), sum(f.amount), coalesce(sum(f.distance_km), 0), coalesce(sum(f.segment_quantity), 0), coalesce(sum(f.segment_amount), 0),
  count(*) filter (where cardinality(f.exceptions) > 0)
FROM "vehicle_fills" f
GROUP BY f.user_id, f.vehicle_id, 3, f.product_id, f.card_id, f.driver_id;
