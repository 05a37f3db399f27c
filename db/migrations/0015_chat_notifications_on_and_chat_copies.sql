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
--> statement-breakpoint
CREATE TABLE "chat_copies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"message_id" text NOT NULL,
	"thread_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_echoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_echoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"copy_id" integer NOT NULL,
	"action" text NOT NULL,
	"reply_id" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_echoes" ADD CONSTRAINT "chat_echoes_copy_id_chat_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."chat_copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_copies_uq" ON "chat_copies" USING btree ("kind","item_id","channel","target","message_id");--> statement-breakpoint
CREATE INDEX "chat_copies_item_idx" ON "chat_copies" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_echoes_uq" ON "chat_echoes" USING btree ("copy_id","action","reply_id");--> statement-breakpoint
CREATE INDEX "chat_echoes_due_idx" ON "chat_echoes" USING btree ("status","next_attempt_at");