CREATE TABLE "balance_rules" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"threshold" bigint NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"crossings" integer DEFAULT 0 NOT NULL,
	"alerted_crossing" integer DEFAULT 0 NOT NULL,
	"alert" boolean DEFAULT true NOT NULL,
	"alert_email" boolean DEFAULT false NOT NULL,
	"top_up_quantity" integer,
	"top_up_card_id" uuid,
	"monthly_cap" integer,
	"top_up_active" boolean DEFAULT false NOT NULL,
	"stopped_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_rules_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"binding_id" text NOT NULL,
	"masked_pan" text NOT NULL,
	"expiry" text NOT NULL,
	"holder" text,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "saved_card_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "auto_crossing" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_rules" ADD CONSTRAINT "balance_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_rules" ADD CONSTRAINT "balance_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_rules" ADD CONSTRAINT "balance_rules_top_up_card_id_saved_cards_id_fk" FOREIGN KEY ("top_up_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_binding_idx" ON "saved_cards" USING btree ("binding_id");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_auto_crossing_idx" ON "payment_orders" USING btree ("user_id","product_id","auto_crossing") WHERE "payment_orders"."auto_crossing" is not null;