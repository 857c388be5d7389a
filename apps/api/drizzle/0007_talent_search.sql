ALTER TABLE "talent_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "experience_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_profiles_search_idx" ON "talent_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "talent_profiles_country_idx" ON "talent_profiles" USING btree ("country");--> statement-breakpoint
-- Profiles saved before this migration: the same text a save writes (months of experience are filled on next save).
UPDATE "talent_profiles" p SET "search_text" = trim(concat_ws(' ',
  u.first_name, p.middle_name, u.last_name, p.current_job_title, p.school_name, p.latest_degree,
  (SELECT string_agg(e.job_title || ' ' || e.company, ' ') FROM talent_experiences e WHERE e.user_id = p.user_id),
  (SELECT string_agg(c.name, ' ') FROM talent_certifications c WHERE c.user_id = p.user_id),
  (SELECT string_agg(c.name, ' ') FROM talent_courses c WHERE c.user_id = p.user_id)))
FROM "users" u WHERE u.id = p.user_id;
