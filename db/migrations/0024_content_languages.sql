CREATE TABLE "content_seed" (
	"id" integer PRIMARY KEY NOT NULL,
	"content_hash" text,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_names" (
	"topic_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "topic_names_topic_id_language_pk" PRIMARY KEY("topic_id","language")
);
--> statement-breakpoint
ALTER TABLE "prayers" DROP CONSTRAINT "prayers_seed_key_unique";--> statement-breakpoint
DROP INDEX "prayers_daily_date_uq";--> statement-breakpoint
ALTER TABLE "prayers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "topic_names" ADD CONSTRAINT "topic_names_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prayers_language_seed_key_uq" ON "prayers" USING btree ("language","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "prayers_daily_date_uq" ON "prayers" USING btree ("date","language") WHERE kind = 'daily' and replaced_at is null;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_key_unique" UNIQUE("key");