DROP INDEX "transactions_user_created_idx";--> statement-breakpoint
DROP INDEX "transactions_user_type_idx";--> statement-breakpoint
DROP INDEX "transactions_user_station_idx";--> statement-breakpoint
DROP INDEX "transactions_user_counterparty_idx";--> statement-breakpoint
DROP INDEX "transactions_card_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "vehicles_owner_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_status_idx" ON "transactions" USING btree ("user_id","status_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_product_idx" ON "transactions" USING btree ("user_id","product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_type_idx" ON "transactions" USING btree ("user_id","type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_station_idx" ON "transactions" USING btree ("user_id","station_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_counterparty_idx" ON "transactions" USING btree ("user_id","counterparty_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_card_idx" ON "transactions" USING btree ("card_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "transactions"."card_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vehicles_owner_created_idx" ON "vehicles" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);