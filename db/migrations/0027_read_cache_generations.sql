CREATE SEQUENCE "public"."cache_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "content_generation" (
	"id" smallint PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT nextval('cache_generation') NOT NULL,
	CONSTRAINT "content_generation_one_row" CHECK ("content_generation"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cache_generation" bigint DEFAULT nextval('cache_generation') NOT NULL;--> statement-breakpoint--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model triggers; decision 238). The read caches of each
-- app instance are stamped with these numbers; a trigger, not the code, moves them, so no write path
-- (web, chats, the scheduler, merges, deletions, an admin's import, a cascade) can forget.
INSERT INTO "content_generation" ("id") VALUES (1);--> statement-breakpoint
CREATE FUNCTION "bump_content_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_generation" SET "generation" = nextval('cache_generation') WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "prayers_bump_content_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prayers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_generation"();--> statement-breakpoint
-- Statement-level with transition tables: one UPDATE of the people concerned per statement, however
-- many rows it wrote (a merge moves every row of one person to another: both are stamped).
CREATE FUNCTION "bump_user_generations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "users" SET "cache_generation" = nextval('cache_generation');
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "cache_generation" = nextval('cache_generation')
    WHERE "id" IN (SELECT "user_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "cache_generation" = nextval('cache_generation')
    WHERE "id" IN (SELECT "user_id" FROM "old_rows");
  ELSE
    UPDATE "users" SET "cache_generation" = nextval('cache_generation')
    WHERE "id" IN (SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "completions_bump_user_ins" AFTER INSERT ON "completions" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "completions_bump_user_upd" AFTER UPDATE ON "completions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "completions_bump_user_del" AFTER DELETE ON "completions" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "completions_bump_user_trunc" AFTER TRUNCATE ON "completions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "favorites_bump_user_ins" AFTER INSERT ON "favorites" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "favorites_bump_user_upd" AFTER UPDATE ON "favorites" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "favorites_bump_user_del" AFTER DELETE ON "favorites" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "favorites_bump_user_trunc" AFTER TRUNCATE ON "favorites"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "topic_prayer_completions_bump_user_ins" AFTER INSERT ON "topic_prayer_completions" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "topic_prayer_completions_bump_user_upd" AFTER UPDATE ON "topic_prayer_completions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "topic_prayer_completions_bump_user_del" AFTER DELETE ON "topic_prayer_completions" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "topic_prayer_completions_bump_user_trunc" AFTER TRUNCATE ON "topic_prayer_completions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "reflections_bump_user_ins" AFTER INSERT ON "reflections" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "reflections_bump_user_upd" AFTER UPDATE ON "reflections" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "reflections_bump_user_del" AFTER DELETE ON "reflections" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "reflections_bump_user_trunc" AFTER TRUNCATE ON "reflections"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "goals_bump_user_ins" AFTER INSERT ON "goals" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "goals_bump_user_upd" AFTER UPDATE ON "goals" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "goals_bump_user_del" AFTER DELETE ON "goals" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "goals_bump_user_trunc" AFTER TRUNCATE ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "rhythm_periods_bump_user_ins" AFTER INSERT ON "rhythm_periods" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "rhythm_periods_bump_user_upd" AFTER UPDATE ON "rhythm_periods" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "rhythm_periods_bump_user_del" AFTER DELETE ON "rhythm_periods" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();--> statement-breakpoint
CREATE TRIGGER "rhythm_periods_bump_user_trunc" AFTER TRUNCATE ON "rhythm_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_generations"();
