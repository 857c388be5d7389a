-- btree_gin lets one GIN index hold the text vector and plain columns (job search with filters).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "talent_role_fits_user_covering_idx" ON "talent_role_fits" USING btree ("user_id","work_role_code","percentage");--> statement-breakpoint
CREATE INDEX "positions_search_filters_idx" ON "positions" USING gin ("search_vector","country","modality","employment_type") WHERE status = 'published';