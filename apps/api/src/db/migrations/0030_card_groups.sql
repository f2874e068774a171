CREATE TABLE "card_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "card_group_ids" uuid[];--> statement-breakpoint
ALTER TABLE "card_groups" ADD CONSTRAINT "card_groups_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_groups_name_idx" ON "card_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_group_id_card_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."card_groups"("id") ON DELETE no action ON UPDATE no action;