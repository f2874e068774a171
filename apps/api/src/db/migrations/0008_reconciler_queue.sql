ALTER TABLE "payment_orders" ADD COLUMN "check_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_orders_due_idx" ON "payment_orders" USING btree ("next_check_at" NULLS FIRST) WHERE "payment_orders"."state" = 'pending';