CREATE TABLE "fiscal_registers" (
	"id" text PRIMARY KEY NOT NULL,
	"last_sequence" bigint DEFAULT 0 NOT NULL,
	"lease_holder" text,
	"leased_until" timestamp with time zone,
	"tried_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"operation_id" uuid NOT NULL,
	"payment" text NOT NULL,
	"seller_name" text,
	"seller_tin" text,
	"product_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"product_name" jsonb NOT NULL,
	"unit" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"vat" integer NOT NULL,
	"station_id" uuid,
	"station_name" jsonb,
	"station_address" jsonb,
	"vehicle_plate" text,
	"card_id" uuid,
	"card_last4" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"register_id" text,
	"sequence" bigint,
	"fiscal_receipt_id" text,
	"fiscal_number" text,
	"fiscal_qr" text,
	"issued_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_amounts_check" CHECK ("receipts"."quantity" > 0 and "receipts"."total" >= 0 and "receipts"."vat" >= 0),
	CONSTRAINT "receipts_issued_check" CHECK ("receipts"."state" <> 'issued' or ("receipts"."sequence" is not null and "receipts"."fiscal_number" is not null))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_operation_idx" ON "receipts" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_register_sequence_idx" ON "receipts" USING btree ("register_id","sequence") WHERE "receipts"."sequence" is not null;--> statement-breakpoint
CREATE INDEX "receipts_waiting_idx" ON "receipts" USING btree ("number") WHERE "receipts"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","created_at");