ALTER TABLE "link_codes" ADD COLUMN "linked_channel" text;--> statement-breakpoint
ALTER TABLE "link_codes" ADD COLUMN "linked_name" text;