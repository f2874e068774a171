ALTER TABLE "card_refuels" ALTER COLUMN "station_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_refuels" ADD COLUMN "code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "card_refuels_active_code_idx" ON "card_refuels" USING btree ("code") WHERE "card_refuels"."state" = 'active';--> statement-breakpoint
CREATE INDEX "card_refuels_code_idx" ON "card_refuels" USING btree ("code","created_at");