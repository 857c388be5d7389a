-- Job search at 100,000 jobs (decision 004, 29 November): a country and a modality, the pair the search screen sends
-- most, are one entry of the text-and-filters GIN as well as two. Intersecting the text's entries with "US" (17% of
-- jobs) and "remote" (40%) decoded both long posting lists (7–9 ms for "incident response"); the pair's own list is
-- 7% of jobs (3.3–4.8 ms). A search with both filters asks for the pair only; one with either asks for it alone.
DROP INDEX IF EXISTS "positions_search_filters_idx";--> statement-breakpoint
CREATE INDEX "positions_search_filters_idx" ON "positions" USING gin ("search_vector","country","modality","employment_type",(country || '/' || modality)) WHERE status = 'published';
