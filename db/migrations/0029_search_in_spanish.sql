ALTER TABLE "prayers" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "prayers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case when language = 'es' then 'spanish'::regconfig else 'english'::regconfig end, case when language = 'es' then translate(coalesce(title, ''), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN') else coalesce(title, '') end), 'A')
        || setweight(to_tsvector(case when language = 'es' then 'spanish'::regconfig else 'english'::regconfig end, case when language = 'es' then translate(coalesce(scripture_reference, ''), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN') else coalesce(scripture_reference, '') end), 'A')
        || setweight(to_tsvector(case when language = 'es' then 'spanish'::regconfig else 'english'::regconfig end, case when language = 'es' then translate(coalesce(content, ''), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN') else coalesce(content, '') end), 'B')
        || setweight(to_tsvector(case when language = 'es' then 'spanish'::regconfig else 'english'::regconfig end, case when language = 'es' then translate(coalesce(scripture, ''), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN') else coalesce(scripture, '') end), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "scripture_verses" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "scripture_verses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(case when version = 'rv1909' then 'spanish'::regconfig else 'english'::regconfig end, case when version = 'rv1909' then translate(text, 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN') else text end)) STORED;--> statement-breakpoint
-- Hand-written (decision 241): dropping a column drops its index, which drizzle-kit does not recreate.
CREATE INDEX "prayers_search_idx" ON "prayers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "scripture_verses_search_idx" ON "scripture_verses" USING gin ("search_vector");
