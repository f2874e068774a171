-- The migrator makes the schema first, for its own table of migrations run.
CREATE SCHEMA IF NOT EXISTS "sandbox_fiscal";
--> statement-breakpoint
CREATE TABLE "sandbox_fiscal"."receipts" (
	"crn" text NOT NULL,
	"sequence" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"operation" text NOT NULL,
	"receipt_id" text NOT NULL,
	"fiscal_number" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_crn_sequence_pk" PRIMARY KEY("crn","sequence")
);
--> statement-breakpoint
CREATE TABLE "sandbox_fiscal"."registers" (
	"crn" text PRIMARY KEY NOT NULL,
	"last_sequence" bigint DEFAULT 0 NOT NULL
);
