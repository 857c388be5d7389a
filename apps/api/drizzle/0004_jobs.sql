CREATE TABLE "application_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"changed_by" integer,
	"changed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"message" text,
	"applied_at" timestamp with time zone,
	"contacted_at" timestamp with time zone,
	"communication_status" integer NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"public_profile" boolean DEFAULT false NOT NULL,
	"invited_by" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "position_certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "position_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position_id" integer NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_roles" (
	"position_id" integer NOT NULL,
	"work_role_code" text NOT NULL,
	"minimum_percentage" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_roles_position_id_work_role_code_pk" PRIMARY KEY("position_id","work_role_code")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"job_title" text NOT NULL,
	"privacy" text DEFAULT 'public' NOT NULL,
	"department" text,
	"description" text NOT NULL,
	"requirements" text,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text DEFAULT 'USD' NOT NULL,
	"employment_type" integer NOT NULL,
	"duration" integer,
	"duration_unit" text,
	"industry" text,
	"education_level" integer,
	"open_to_travel" integer,
	"country" text,
	"city" text,
	"nationality" text,
	"modality" text NOT NULL,
	"expiration_date" date NOT NULL,
	"clearance_required" boolean DEFAULT false NOT NULL,
	"clearance_level" integer,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', job_title), 'A') || setweight(to_tsvector('simple', description), 'B') || setweight(to_tsvector('simple', coalesce(requirements, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_positions" (
	"user_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_positions_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD CONSTRAINT "application_status_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD CONSTRAINT "application_status_events_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_team_members" ADD CONSTRAINT "company_team_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_team_members" ADD CONSTRAINT "company_team_members_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_team_members" ADD CONSTRAINT "company_team_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_certifications" ADD CONSTRAINT "position_certifications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_languages" ADD CONSTRAINT "position_languages_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_roles" ADD CONSTRAINT "position_roles_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_positions" ADD CONSTRAINT "saved_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_positions" ADD CONSTRAINT "saved_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_events_application_idx" ON "application_status_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_position_talent_idx" ON "applications" USING btree ("position_id","talent_id");--> statement-breakpoint
CREATE INDEX "applications_talent_idx" ON "applications" USING btree ("talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_team_members_company_talent_idx" ON "company_team_members" USING btree ("company_id","talent_id");--> statement-breakpoint
CREATE INDEX "company_team_members_talent_idx" ON "company_team_members" USING btree ("talent_id","status");--> statement-breakpoint
CREATE INDEX "position_certifications_position_idx" ON "position_certifications" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "position_languages_position_idx" ON "position_languages" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "position_roles_role_idx" ON "position_roles" USING btree ("work_role_code","position_id");--> statement-breakpoint
CREATE INDEX "positions_search_idx" ON "positions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "positions_company_idx" ON "positions" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "positions_listed_idx" ON "positions" USING btree ("published_at" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "positions_country_idx" ON "positions" USING btree ("country","city");--> statement-breakpoint
CREATE INDEX "positions_job_title_trgm_idx" ON "positions" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saved_positions_position_idx" ON "saved_positions" USING btree ("position_id");