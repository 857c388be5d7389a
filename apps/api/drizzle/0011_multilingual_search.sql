-- Multilingual search (decision 005). unaccent drops accents, so "Medellin" finds "Medellín" and "Peru" "Perú".
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Documents: every word as written, lower case and without accents. Searches match the start of a word's stem
-- (packages/shared/src/search/query.ts), so nothing is stemmed here.
CREATE TEXT SEARCH CONFIGURATION sentinela (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION sentinela ALTER MAPPING FOR word, hword, hword_part, numword, numhword, hword_numpart WITH unaccent, simple;--> statement-breakpoint
-- Place names, NICE role names and synonyms in three languages, written by the application (db/search-documents.ts;
-- the migrate step fills them for existing rows). Replacing a generated column rebuilds it for every row.
ALTER TABLE "positions" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('sentinela', job_title), 'A') || setweight(to_tsvector('sentinela', description), 'B') || setweight(to_tsvector('sentinela', coalesce(requirements, '')), 'C') || setweight(to_tsvector('sentinela', search_terms), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "positions" DROP COLUMN "title_vector";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('sentinela', job_title)) STORED;--> statement-breakpoint
CREATE INDEX "positions_search_idx" ON "positions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "positions_search_filters_idx" ON "positions" USING gin ("search_vector","country","modality","employment_type") WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('sentinela', search_text), 'A') || to_tsvector('sentinela', search_terms)) STORED;--> statement-breakpoint
CREATE INDEX "talent_profiles_search_idx" ON "talent_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "talent_profiles_search_country_idx" ON "talent_profiles" USING gin ("search_vector","country");
