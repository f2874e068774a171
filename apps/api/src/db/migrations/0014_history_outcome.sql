ALTER TABLE "transactions" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
-- Errors written before the outcome was kept: told apart by what their refuel or order says.
UPDATE "transactions" t SET "outcome" = r."state" FROM "refuel_authorizations" r
  WHERE t."status_id" = 4 AND t."reference_id" = r."id" AND r."state" IN ('cancelled', 'expired');--> statement-breakpoint
UPDATE "transactions" t SET "outcome" = r."state" FROM "card_refuels" r
  WHERE t."status_id" = 4 AND t."reference_id" = r."id" AND r."state" IN ('cancelled', 'expired');--> statement-breakpoint
UPDATE "transactions" t SET "outcome" = CASE o."gateway_status"
    WHEN 6 THEN 'declined' WHEN 3 THEN 'cancelled' WHEN 4 THEN 'cancelled' WHEN 0 THEN 'expired'
    ELSE 'failed' END
  FROM "payment_orders" o
  WHERE t."status_id" = 4 AND t."outcome" IS NULL AND t."reference_id" = o."id";--> statement-breakpoint
UPDATE "transactions" SET "outcome" = 'failed' WHERE "status_id" = 4 AND "outcome" IS NULL;
