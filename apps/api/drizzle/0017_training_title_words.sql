-- The words of the training titles, for a misspelt search (issue #14): each typed word is compared by trigram
-- similarity with these few hundred words rather than with every title, and the closest ones are searched by full
-- text through the GIN index. Refreshed whenever the catalogue is loaded (db/reference/trainings.ts). The table is
-- named with its schema: a materialized view's query runs with only pg_catalog on the search path.
CREATE MATERIALIZED VIEW "training_title_words" AS
  SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', title) FROM public.trainings') WHERE length(word) >= 3;--> statement-breakpoint
CREATE UNIQUE INDEX "training_title_words_word_idx" ON "training_title_words" ("word");
