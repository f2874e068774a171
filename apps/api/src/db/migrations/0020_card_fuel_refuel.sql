ALTER TABLE "transactions" ADD COLUMN "from_card_fuel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Refuels already drawn from fuel loaded onto a card say so too.
UPDATE "transactions" SET "from_card_fuel" = true
  WHERE "type" = 'charging'
    AND "reference_id" IN (SELECT "id" FROM "card_refuels" WHERE "funding" = 'card');
