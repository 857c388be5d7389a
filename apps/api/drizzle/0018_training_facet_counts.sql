-- How many trainings each combination of the four filters holds (issue #14, decision 010): a search without text
-- counts its total and facets from these few hundred rows instead of the whole catalogue. Refreshed with
-- training_title_words whenever the catalogue is loaded.
CREATE MATERIALIZED VIEW "training_facet_counts" AS
  SELECT provider, level, type, language, count(*)::int AS n FROM public.trainings GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE UNIQUE INDEX "training_facet_counts_key_idx" ON "training_facet_counts" ("provider", "level", "type", "language");
