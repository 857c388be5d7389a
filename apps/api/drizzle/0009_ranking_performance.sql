ALTER TABLE "applications" ADD COLUMN "fit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_not_active_idx" ON "users" USING btree ("id") WHERE "users"."status" <> 'active';--> statement-breakpoint
CREATE INDEX "users_sharing_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'talent' and "users"."status" = 'active' and "users"."data_sharing_consent";--> statement-breakpoint
CREATE INDEX "users_top_talent_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'talent' and "users"."status" = 'active' and "users"."top_talent_opt_in";--> statement-breakpoint
CREATE INDEX "talent_profiles_search_country_idx" ON "talent_profiles" USING gin ("search_vector","country");--> statement-breakpoint
CREATE INDEX "applications_position_fit_idx" ON "applications" USING btree ("position_id","fit" DESC NULLS LAST,"applied_at","id");--> statement-breakpoint
-- Backfill: the same rule refreshApplicationFits keeps (src/db/application-fit.ts).
UPDATE "applications" AS a SET "fit" = coalesce((
  SELECT floor(coalesce(sum(f.percentage), 0)::numeric / nullif(count(*), 0))::int
  FROM "position_roles" pr
  LEFT JOIN "talent_role_fits" f ON f.user_id = a.talent_id AND f.work_role_code = pr.work_role_code
  WHERE pr.position_id = a.position_id), 0);
