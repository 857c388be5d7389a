-- Trigram indexes back fuzzy and substring search (statements now; jobs and talent later).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
