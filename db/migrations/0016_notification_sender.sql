ALTER TABLE "notifications" ADD COLUMN "from_user_id" integer;--> statement-breakpoint
-- Backfill (issue 18 item 4): the person each existing notification names. A notification whose
-- person or words are already gone (account or reply or request deleted) is deleted with them.
UPDATE "notifications" n SET "from_user_id" = u."id" FROM "users" u
  WHERE n."kind" = 'reflection_like' AND n."ref_key" ~ '^like:[0-9]{1,10}:[0-9]{1,10}$'
    AND u."id"::bigint = split_part(n."ref_key", ':', 3)::bigint;--> statement-breakpoint
UPDATE "notifications" n SET "from_user_id" = r."user_id" FROM "reflections" r
  WHERE n."kind" = 'reflection_reply' AND n."ref_key" ~ '^reply:[0-9]{1,10}$'
    AND r."id"::bigint = split_part(n."ref_key", ':', 2)::bigint;--> statement-breakpoint
UPDATE "notifications" n SET "from_user_id" = p."user_id" FROM "user_prayers" p
  WHERE n."kind" = 'prayer_answered' AND n."ref_key" ~ '^answered:[0-9]{1,10}$'
    AND p."id"::bigint = split_part(n."ref_key", ':', 2)::bigint;--> statement-breakpoint
DELETE FROM "notifications"
  WHERE "kind" IN ('reflection_like', 'reflection_reply', 'prayer_answered') AND "from_user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_from_user_idx" ON "notifications" USING btree ("from_user_id");
