-- The sandbox's tables used to be created by the product's migration 0003. A database that has
-- them keeps its sandbox orders and saved cards: they move here, under their new names; the
-- product's migration 0017 then finds nothing left to drop. Anywhere else they are created.
CREATE SCHEMA IF NOT EXISTS "sandbox_gateway";
--> statement-breakpoint
ALTER TABLE IF EXISTS "public"."sandbox_gateway_bindings" SET SCHEMA "sandbox_gateway";
--> statement-breakpoint
ALTER TABLE IF EXISTS "sandbox_gateway"."sandbox_gateway_bindings" RENAME TO "bindings";
--> statement-breakpoint
ALTER TABLE IF EXISTS "public"."sandbox_gateway_orders" SET SCHEMA "sandbox_gateway";
--> statement-breakpoint
ALTER TABLE IF EXISTS "sandbox_gateway"."sandbox_gateway_orders" RENAME TO "orders";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_gateway"."bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"masked_pan" text NOT NULL,
	"expiry_date" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_gateway"."orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"description" text,
	"return_url" text NOT NULL,
	"fail_url" text,
	"client_id" text,
	"json_params" jsonb,
	"callback_url" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"action_code" smallint DEFAULT 0 NOT NULL,
	"masked_pan" text,
	"expiration" text,
	"cardholder_name" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"binding_id" uuid,
	"deposited_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"ip" text,
	"acs_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sandbox_gateway_bindings_client_idx" ON "sandbox_gateway"."bindings" USING btree ("client_id");