CREATE TABLE "topic_prayer_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topic_prayer_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"prayer_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prayers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce(scripture_reference, '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'B')
        || setweight(to_tsvector('english'::regconfig, coalesce(scripture, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "topic_prayer_completions" ADD CONSTRAINT "topic_prayer_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_prayer_completions" ADD CONSTRAINT "topic_prayer_completions_prayer_id_prayers_id_fk" FOREIGN KEY ("prayer_id") REFERENCES "public"."prayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "topic_prayer_completions_user_prayer_day_uq" ON "topic_prayer_completions" USING btree ("user_id","prayer_id","local_date");--> statement-breakpoint
CREATE INDEX "topic_prayer_completions_user_day_idx" ON "topic_prayer_completions" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "topic_prayer_completions_prayer_idx" ON "topic_prayer_completions" USING btree ("prayer_id");--> statement-breakpoint
CREATE INDEX "prayers_search_idx" ON "prayers" USING gin ("search_vector");