DROP INDEX "talent_profiles_country_idx";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', job_title)) STORED;--> statement-breakpoint
CREATE INDEX "talent_profiles_country_idx" ON "talent_profiles" USING btree ("country","user_id");