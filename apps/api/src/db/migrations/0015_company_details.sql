ALTER TABLE "users" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tax_id_check" CHECK ("users"."tax_id" ~ '^[0-9]{8}$');