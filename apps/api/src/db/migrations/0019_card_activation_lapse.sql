-- IF NOT EXISTS: a test replays the migrations from 0017 on a database that already ran them.
ALTER TABLE "cards" ADD COLUMN IF NOT EXISTS "activation_failed_at" timestamp with time zone;
