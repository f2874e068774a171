CREATE TABLE "card_activation_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_activation_failures" ADD CONSTRAINT "card_activation_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_activation_failures_user_idx" ON "card_activation_failures" USING btree ("user_id","failed_at");--> statement-breakpoint
ALTER TABLE "cards" DROP COLUMN "activation_failures";--> statement-breakpoint
ALTER TABLE "cards" DROP COLUMN "activation_failed_at";