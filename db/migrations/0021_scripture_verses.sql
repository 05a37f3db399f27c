CREATE TABLE "scripture_verse_sets" (
	"version" text PRIMARY KEY NOT NULL,
	"verses" integer NOT NULL,
	"source" text NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scripture_verses" (
	"version" text NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(case when version = 'rv1909' then 'spanish'::regconfig else 'english'::regconfig end, text)) STORED,
	CONSTRAINT "scripture_verses_version_book_chapter_verse_pk" PRIMARY KEY("version","book","chapter","verse")
);
--> statement-breakpoint
CREATE INDEX "scripture_verses_search_idx" ON "scripture_verses" USING gin ("search_vector");