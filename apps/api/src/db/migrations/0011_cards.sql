CREATE TABLE "card_balances" (
	"card_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_balances_card_id_product_id_pk" PRIMARY KEY("card_id","product_id"),
	CONSTRAINT "card_balances_available_check" CHECK ("card_balances"."available" >= 0),
	CONSTRAINT "card_balances_held_check" CHECK ("card_balances"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "card_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"user_id" uuid NOT NULL,
	"quantity" smallint NOT NULL,
	"station_id" uuid,
	"address" text,
	"note" text,
	"status" text DEFAULT 'received' NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_products" (
	"card_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"day_limit" bigint,
	"month_limit" bigint,
	CONSTRAINT "card_products_card_id_product_id_pk" PRIMARY KEY("card_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "card_refuels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"funding" text NOT NULL,
	"quantity" bigint NOT NULL,
	"dispensed" bigint,
	"state" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"number" text NOT NULL,
	"last4" text NOT NULL,
	"activation_code_hash" text NOT NULL,
	"activation_failures" smallint DEFAULT 0 NOT NULL,
	"order_id" uuid,
	"name" text,
	"vehicle_id" uuid,
	"state" text DEFAULT 'active' NOT NULL,
	"blocked_reason" text,
	"funding" text DEFAULT 'company' NOT NULL,
	"pin_hash" text,
	"pin_failures" smallint DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "card_balances" ADD CONSTRAINT "card_balances_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_balances" ADD CONSTRAINT "card_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_orders" ADD CONSTRAINT "card_orders_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_products" ADD CONSTRAINT "card_products_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_products" ADD CONSTRAINT "card_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refuels" ADD CONSTRAINT "card_refuels_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refuels" ADD CONSTRAINT "card_refuels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refuels" ADD CONSTRAINT "card_refuels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refuels" ADD CONSTRAINT "card_refuels_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_order_id_card_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."card_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_orders_user_idx" ON "card_orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_refuels_usage_idx" ON "card_refuels" USING btree ("card_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "card_refuels_expiry_idx" ON "card_refuels" USING btree ("expires_at") WHERE "card_refuels"."state" = 'active';--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_card_idx" ON "ledger_entries" USING btree ("card_id") WHERE "ledger_entries"."card_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_card_idx" ON "transactions" USING btree ("card_id","created_at" DESC NULLS LAST) WHERE "transactions"."card_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_card_check" CHECK ("ledger_entries"."card_id" is null or "ledger_entries"."user_id" is not null);