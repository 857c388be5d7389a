CREATE TABLE "talent_certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"issuing_entity" text,
	"date_issued" date NOT NULL,
	"expires" boolean DEFAULT false NOT NULL,
	"date_expired" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"associated_with" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_educations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"school" text NOT NULL,
	"degree" text NOT NULL,
	"field_of_study" text,
	"graduated" boolean DEFAULT false NOT NULL,
	"graduation_date" date,
	"groups_and_activities" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_experiences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"company" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"currently_works_here" boolean DEFAULT false NOT NULL,
	"employment_type" integer,
	"industry" text,
	"description" text,
	"about_company" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_nice_categories" (
	"user_id" integer NOT NULL,
	"category_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_nice_categories_user_id_category_code_pk" PRIMARY KEY("user_id","category_code")
);
--> statement-breakpoint
CREATE TABLE "talent_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"middle_name" text,
	"gender" integer,
	"nationality" text,
	"country" text,
	"region" text,
	"city" text,
	"birth_date" date,
	"website" text,
	"photo_key" text,
	"current_job_title" text,
	"desired_employment_type" integer,
	"highest_education_level" integer,
	"school_name" text,
	"latest_degree" text,
	"open_to_travel" integer,
	"seeking_opportunities" boolean DEFAULT false NOT NULL,
	"personality_type" text,
	"has_clearance" boolean DEFAULT false NOT NULL,
	"clearance_level" integer,
	"clearance_last_granted" date,
	"clearance_renewal" integer,
	"polygraph_performed" boolean DEFAULT false NOT NULL,
	"is_beginner" boolean DEFAULT false NOT NULL,
	"cv_key" text,
	"cv_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"referral_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_role_fits" (
	"user_id" integer NOT NULL,
	"work_role_code" text NOT NULL,
	"percentage" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_role_fits_user_id_work_role_code_pk" PRIMARY KEY("user_id","work_role_code")
);
--> statement-breakpoint
CREATE TABLE "talent_statements" (
	"user_id" integer NOT NULL,
	"statement_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_statements_user_id_statement_code_pk" PRIMARY KEY("user_id","statement_code")
);
--> statement-breakpoint
CREATE TABLE "talent_work_roles" (
	"user_id" integer NOT NULL,
	"work_role_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_work_roles_user_id_work_role_code_pk" PRIMARY KEY("user_id","work_role_code")
);
--> statement-breakpoint
ALTER TABLE "talent_certifications" ADD CONSTRAINT "talent_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_courses" ADD CONSTRAINT "talent_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_educations" ADD CONSTRAINT "talent_educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_experiences" ADD CONSTRAINT "talent_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_languages" ADD CONSTRAINT "talent_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_nice_categories" ADD CONSTRAINT "talent_nice_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_references" ADD CONSTRAINT "talent_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_role_fits" ADD CONSTRAINT "talent_role_fits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_statements" ADD CONSTRAINT "talent_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_work_roles" ADD CONSTRAINT "talent_work_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_certifications_user_idx" ON "talent_certifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_courses_user_idx" ON "talent_courses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_educations_user_idx" ON "talent_educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_experiences_user_idx" ON "talent_experiences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_languages_user_idx" ON "talent_languages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_references_user_idx" ON "talent_references" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_role_fits_role_percentage_idx" ON "talent_role_fits" USING btree ("work_role_code","percentage" DESC NULLS LAST,"user_id");