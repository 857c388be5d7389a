-- A job's role codes join the text-and-filters GIN (decision 004, 29 November): a role with a country and a modality
-- (the AI search's "seguridad en la nube en México remoto") intersected the pair's entry with the roles inside one
-- index, instead of reading the 4,700 rows the pair names and checking each one's roles (15.6 ms to 3.2 ms for the
-- count at 100,000 jobs). The roles' own index (migration 0027) is dropped: the combined one answers a role alone too.
DROP INDEX IF EXISTS "positions_search_filters_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "positions_role_codes_idx";--> statement-breakpoint
CREATE INDEX "positions_search_filters_idx" ON "positions" USING gin ("search_vector","country","modality","employment_type",(country || '/' || modality),"role_codes") WHERE status = 'published';
