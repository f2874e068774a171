-- IF NOT EXISTS: a test replays the migrations from 0017 on a database that already ran them.
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "outcome_code" integer;
