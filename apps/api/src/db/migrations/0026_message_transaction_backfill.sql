-- Messages written before they kept the reader's history row (0016) open that row too. Each was
-- written in the transaction that ended its order or refuel, so the order's settled_at or the
-- refuel's ended_at is the message's created_at to the microsecond.
UPDATE "notifications" AS "n" SET "transaction_id" = "t"."id"
FROM "payment_orders" AS "o", "transactions" AS "t"
WHERE "n"."template" = 'purchase_paid' AND "n"."transaction_id" IS NULL
  AND "o"."user_id" = "n"."user_id" AND "o"."state" = 'paid' AND "o"."settled_at" = "n"."created_at"
  AND "t"."reference_id" = "o"."id" AND "t"."user_id" = "n"."user_id";--> statement-breakpoint
UPDATE "notifications" AS "n" SET "transaction_id" = "t"."id"
FROM "refuel_authorizations" AS "r", "transactions" AS "t"
WHERE "n"."template" IN ('refuel_completed', 'refuel_expired') AND "n"."transaction_id" IS NULL
  AND "r"."user_id" = "n"."user_id" AND "r"."ended_at" = "n"."created_at"
  AND "r"."state" = CASE "n"."template" WHEN 'refuel_completed' THEN 'completed' ELSE 'expired' END
  AND "t"."reference_id" = "r"."id" AND "t"."user_id" = "n"."user_id";
