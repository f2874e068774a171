CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"license_plate" text NOT NULL,
	"plate_key" text NOT NULL,
	"model" text NOT NULL,
	"primary_fuel_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_primary_fuel_id_products_id_fk" FOREIGN KEY ("primary_fuel_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_owner_plate_idx" ON "vehicles" USING btree ("user_id","plate_key");--> statement-breakpoint
CREATE INDEX "vehicles_owner_created_idx" ON "vehicles" USING btree ("user_id","created_at" DESC NULLS LAST);