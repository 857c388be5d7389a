CREATE TABLE "career_paths" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_paths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text,
	"owner" text NOT NULL,
	"owner_talent_id" integer,
	"owner_company_id" integer,
	"created_by" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"security_level" text,
	"clearance_required" boolean DEFAULT false NOT NULL,
	"polygraph_required" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"work_role_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_paths_owner_check" CHECK (("owner" = 'system' AND "owner_talent_id" IS NULL AND "owner_company_id" IS NULL) OR ("owner" = 'talent' AND "owner_talent_id" IS NOT NULL AND "owner_company_id" IS NULL) OR ("owner" = 'company' AND "owner_company_id" IS NOT NULL AND "owner_talent_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "career_path_trainings" (
	"career_path_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_path_trainings_career_path_id_training_id_pk" PRIMARY KEY("career_path_id","training_id"),
	CONSTRAINT "career_path_trainings_level_check" CHECK ("level" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "talent_saved_careers" (
	"talent_id" integer NOT NULL,
	"career_path_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_saved_careers_talent_id_career_path_id_pk" PRIMARY KEY("talent_id","career_path_id")
);
--> statement-breakpoint
CREATE TABLE "company_career_recommendations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_career_recommendations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"career_path_id" integer NOT NULL,
	"assigned_to_talent" boolean DEFAULT false NOT NULL,
	"recommended_date" timestamp with time zone NOT NULL,
	"recommended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_career_scores" (
	"talent_id" integer NOT NULL,
	"career_path_id" integer NOT NULL,
	"percentage" integer NOT NULL,
	"trainings_part" integer NOT NULL,
	"role_fit_part" integer NOT NULL,
	"completed_trainings" integer NOT NULL,
	"total_trainings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_career_scores_talent_id_career_path_id_pk" PRIMARY KEY("talent_id","career_path_id")
);
--> statement-breakpoint
ALTER TABLE "career_paths" ADD CONSTRAINT "career_paths_owner_talent_id_users_id_fk" FOREIGN KEY ("owner_talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_paths" ADD CONSTRAINT "career_paths_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_paths" ADD CONSTRAINT "career_paths_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_path_trainings" ADD CONSTRAINT "career_path_trainings_career_path_id_career_paths_id_fk" FOREIGN KEY ("career_path_id") REFERENCES "public"."career_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_path_trainings" ADD CONSTRAINT "career_path_trainings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_careers" ADD CONSTRAINT "talent_saved_careers_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_careers" ADD CONSTRAINT "talent_saved_careers_career_path_id_career_paths_id_fk" FOREIGN KEY ("career_path_id") REFERENCES "public"."career_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_career_recommendations" ADD CONSTRAINT "company_career_recommendations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_career_recommendations" ADD CONSTRAINT "company_career_recommendations_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_career_recommendations" ADD CONSTRAINT "company_career_recommendations_career_path_id_career_paths_id_fk" FOREIGN KEY ("career_path_id") REFERENCES "public"."career_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_career_recommendations" ADD CONSTRAINT "company_career_recommendations_recommended_by_users_id_fk" FOREIGN KEY ("recommended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_career_scores" ADD CONSTRAINT "talent_career_scores_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_career_scores" ADD CONSTRAINT "talent_career_scores_career_path_id_career_paths_id_fk" FOREIGN KEY ("career_path_id") REFERENCES "public"."career_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_paths_key_idx" ON "career_paths" USING btree ("key") WHERE "key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "career_paths_owner_talent_idx" ON "career_paths" USING btree ("owner_talent_id");--> statement-breakpoint
CREATE INDEX "career_paths_owner_company_idx" ON "career_paths" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "career_path_trainings_training_idx" ON "career_path_trainings" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "talent_saved_careers_path_idx" ON "talent_saved_careers" USING btree ("career_path_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_career_recommendations_unique_idx" ON "company_career_recommendations" USING btree ("company_id","talent_id","career_path_id");--> statement-breakpoint
CREATE INDEX "company_career_recommendations_talent_idx" ON "company_career_recommendations" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "company_career_recommendations_path_idx" ON "company_career_recommendations" USING btree ("career_path_id");--> statement-breakpoint
CREATE INDEX "talent_career_scores_path_idx" ON "talent_career_scores" USING btree ("career_path_id");
