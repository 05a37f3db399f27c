ALTER TABLE "notification_chat_opt_ins" ADD COLUMN "is_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Decision 196: a chat that had notifications on (it has sends in the outbox) and has no opt-in row
-- now was turned off with /notify off (or the bot was blocked there): it stays off explicitly.
INSERT INTO "notification_chat_opt_ins" ("channel", "target", "user_id", "is_on", "created_at")
SELECT DISTINCT ON (s."channel", s."target") s."channel", s."target", n."user_id", false, now()
FROM "notification_sends" s JOIN "notifications" n ON n."id" = s."notification_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "notification_chat_opt_ins" o WHERE o."channel" = s."channel" AND o."target" = s."target"
)
ORDER BY s."channel", s."target", s."created_at" DESC
ON CONFLICT DO NOTHING;
