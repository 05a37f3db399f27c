CREATE TABLE "circle_members" (
	"circle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_member" boolean DEFAULT true NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"leader_source" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_members_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "circles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"title" text,
	"weekly_day" integer DEFAULT 0 NOT NULL,
	"weekly_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_circles" (
	"request_id" integer NOT NULL,
	"circle_id" integer NOT NULL,
	"answer_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_circles_request_id_circle_id_pk" PRIMARY KEY("request_id","circle_id")
);
--> statement-breakpoint
CREATE TABLE "request_picks" (
	"user_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"request_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_picks_user_id_local_date_request_id_pk" PRIMARY KEY("user_id","local_date","request_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"week" date NOT NULL,
	"user_id" integer,
	"circle_id" integer,
	"status" text DEFAULT 'claimed' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"external_id" text,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "intercessions_user_idx";--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "away_visible_to_leaders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "away_consent_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intercessions" ADD COLUMN "is_named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_prayers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_prayers" ADD COLUMN "expiry_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_prayers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_prayers" ADD COLUMN "moved_from_wall_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_circles" ADD CONSTRAINT "request_circles_request_id_user_prayers_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_prayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_circles" ADD CONSTRAINT "request_circles_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_picks" ADD CONSTRAINT "request_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_picks" ADD CONSTRAINT "request_picks_request_id_user_prayers_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_prayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_sends" ADD CONSTRAINT "weekly_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_sends" ADD CONSTRAINT "weekly_sends_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_members_user_idx" ON "circle_members" USING btree ("user_id") WHERE is_member;--> statement-breakpoint
CREATE UNIQUE INDEX "circles_channel_target_uq" ON "circles" USING btree ("channel","target");--> statement-breakpoint
CREATE INDEX "request_circles_circle_idx" ON "request_circles" USING btree ("circle_id","request_id");--> statement-breakpoint
CREATE INDEX "request_picks_request_idx" ON "request_picks" USING btree ("request_id","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_sends_uq" ON "weekly_sends" USING btree ("kind","channel","target","week");--> statement-breakpoint
CREATE INDEX "weekly_sends_status_next_idx" ON "weekly_sends" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "weekly_sends_user_idx" ON "weekly_sends" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "weekly_sends_circle_idx" ON "weekly_sends" USING btree ("circle_id");--> statement-breakpoint
CREATE INDEX "intercessions_user_idx" ON "intercessions" USING btree ("user_id","local_date");--> statement-breakpoint
-- A request's last word is its making or its answer until now (decision 284).
UPDATE "user_prayers" SET "updated_at" = coalesce("answered_at", "created_at");--> statement-breakpoint
-- Every group the bots post in is a circle (decision 280).
INSERT INTO "circles" ("channel", "target", "title")
  SELECT 'telegram', "chat_id"::text, "title" FROM "telegram_chats" WHERE "type" IN ('group', 'supergroup')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "circles" ("channel", "target")
  SELECT 'slack_channel', "team_id" || ':' || "channel_id" FROM "slack_channel_subscriptions"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Groups where a request was shared (its chat copy) though the group gets no daily post.
INSERT INTO "circles" ("channel", "target")
  SELECT DISTINCT CASE tb."channel" WHEN 'telegram' THEN 'telegram' ELSE 'slack_channel' END, tb."chat_id"
  FROM "chat_take_backs" tb
  WHERE (tb."channel" = 'telegram' AND tb."chat_id" LIKE '-%')
     OR (tb."channel" = 'slack' AND split_part(tb."chat_id", ':', 2) NOT LIKE 'D%')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A request shared in a group was on the public wall; it now belongs to that group's circle.
INSERT INTO "request_circles" ("request_id", "circle_id")
  SELECT DISTINCT p."id", c."id"
  FROM "user_prayers" p
  JOIN "chat_take_backs" tb ON tb."request_id" = p."id"
  JOIN "circles" c ON c."target" = tb."chat_id"
    AND c."channel" = CASE tb."channel" WHEN 'telegram' THEN 'telegram' ELSE 'slack_channel' END
  WHERE p."is_public" AND p."source" IN ('telegram', 'slack')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "user_prayers" SET "is_public" = false, "moved_from_wall_at" = now()
  WHERE "is_public" AND "id" IN (SELECT "request_id" FROM "request_circles");--> statement-breakpoint
-- Its author is a member of the circle it was shared in (the chat re-checks them: checked long ago).
INSERT INTO "circle_members" ("circle_id", "user_id", "checked_at")
  SELECT DISTINCT rc."circle_id", p."user_id", 'epoch'::timestamptz
  FROM "request_circles" rc JOIN "user_prayers" p ON p."id" = rc."request_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- So is whoever prayed with a group's post (as far as we knew).
INSERT INTO "circle_members" ("circle_id", "user_id", "checked_at")
  SELECT DISTINCT c."id", gp."user_id", 'epoch'::timestamptz
  FROM "group_prayers" gp JOIN "circles" c ON c."channel" = gp."channel" AND c."target" = gp."target"
  ON CONFLICT DO NOTHING;
