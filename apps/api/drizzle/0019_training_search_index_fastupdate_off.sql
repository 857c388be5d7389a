-- Training search (issue #14, decision 010) reads the catalogue's GIN index on every keystroke; the catalogue is
-- written only when its file or the operator changes it. With fastupdate on, new rows wait in the index's pending
-- list, which every search then scans row by row until a vacuum merges it — and the embedded database never
-- autovacuums. Off, each write goes straight into the index; the list left by earlier writes is merged now.
ALTER INDEX "trainings_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('trainings_search_idx'::regclass);
