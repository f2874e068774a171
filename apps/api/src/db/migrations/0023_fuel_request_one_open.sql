-- Asks past their expiry are marked expired, and of the asks left open twice for the same fuel
-- between the same two users (sent together before this index) only the newest stays open.
UPDATE "fuel_requests" SET "state" = 'expired', "ended_at" = "expires_at" WHERE "state" = 'pending' AND "expires_at" <= now();--> statement-breakpoint
UPDATE "fuel_requests" AS "f" SET "state" = 'withdrawn', "ended_at" = now() WHERE "f"."state" = 'pending' AND EXISTS (SELECT 1 FROM "fuel_requests" AS "g" WHERE "g"."state" = 'pending' AND "g"."requester_id" = "f"."requester_id" AND "g"."addressee_id" = "f"."addressee_id" AND "g"."product_id" = "f"."product_id" AND ("g"."created_at", "g"."id") > ("f"."created_at", "f"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_requests_one_open_idx" ON "fuel_requests" USING btree ("requester_id","addressee_id","product_id") WHERE "fuel_requests"."state" = 'pending';
