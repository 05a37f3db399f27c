ALTER TABLE "slack_channel_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;