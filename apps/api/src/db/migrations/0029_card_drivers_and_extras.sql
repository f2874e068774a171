CREATE TABLE "card_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"asked_by" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_extras_state_check" CHECK ("card_extras"."state" in ('open', 'approved', 'refused', 'withdrawn')),
	CONSTRAINT "card_extras_quantity_check" CHECK ("card_extras"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "driver_user_id" uuid;--> statement-breakpoint
ALTER TABLE "card_extras" ADD CONSTRAINT "card_extras_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_extras" ADD CONSTRAINT "card_extras_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_extras" ADD CONSTRAINT "card_extras_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_extras" ADD CONSTRAINT "card_extras_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_extras" ADD CONSTRAINT "card_extras_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_extras_one_open_idx" ON "card_extras" USING btree ("card_id","product_id") WHERE "card_extras"."state" = 'open';--> statement-breakpoint
CREATE INDEX "card_extras_company_idx" ON "card_extras" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_extras_card_valid_idx" ON "card_extras" USING btree ("card_id","product_id","valid_until");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;