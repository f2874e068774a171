ALTER TABLE "cards" ADD COLUMN "pin_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "pin_failure_stations" uuid[] DEFAULT '{}'::uuid[] NOT NULL;