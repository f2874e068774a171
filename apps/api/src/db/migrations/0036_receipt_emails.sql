ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "receipt_emails" boolean DEFAULT true NOT NULL;