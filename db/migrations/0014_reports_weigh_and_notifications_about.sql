ALTER TABLE "content_reports" ADD COLUMN "counts_toward_hide" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_id" integer;