ALTER TABLE "deliveries" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "gone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prayers" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
-- Dates that already hold several scheduled prayers keep the newest (the one every channel has been
-- showing: the pick took the highest id); the older ones are marked replaced, never deleted, so their
-- completions, favorites and reflections stay (decision 165).
UPDATE "prayers" p SET "replaced_at" = now()
WHERE p."kind" = 'daily' AND p."replaced_at" IS NULL
  AND EXISTS (SELECT 1 FROM "prayers" q WHERE q."kind" = 'daily' AND q."date" = p."date" AND q."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "prayers_daily_date_uq" ON "prayers" USING btree ("date") WHERE kind = 'daily' and replaced_at is null;