CREATE TABLE "nice_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nice_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nice_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nice_competency_area_statements" (
	"competency_area_code" text NOT NULL,
	"statement_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nice_competency_area_statements_competency_area_code_statement_code_pk" PRIMARY KEY("competency_area_code","statement_code")
);
--> statement-breakpoint
CREATE TABLE "nice_competency_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nice_competency_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"ks_list_published" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nice_competency_areas_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nice_legacy_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nice_legacy_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nice_legacy_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nice_legacy_work_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nice_legacy_work_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"category_code" text NOT NULL,
	"name" text NOT NULL,
	"opm_code" text,
	"current_work_role_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nice_legacy_work_roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nice_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nice_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"new_in_version" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', code || ' ' || description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nice_statements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nice_work_role_statements" (
	"work_role_code" text NOT NULL,
	"statement_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nice_work_role_statements_work_role_code_statement_code_pk" PRIMARY KEY("work_role_code","statement_code")
);
--> statement-breakpoint
CREATE TABLE "nice_work_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nice_work_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"category_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"opm_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nice_work_roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reference_data_sets" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nice_competency_area_statements" ADD CONSTRAINT "nice_competency_area_statements_competency_area_code_nice_competency_areas_code_fk" FOREIGN KEY ("competency_area_code") REFERENCES "public"."nice_competency_areas"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nice_competency_area_statements" ADD CONSTRAINT "nice_competency_area_statements_statement_code_nice_statements_code_fk" FOREIGN KEY ("statement_code") REFERENCES "public"."nice_statements"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nice_legacy_work_roles" ADD CONSTRAINT "nice_legacy_work_roles_category_code_nice_legacy_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."nice_legacy_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nice_work_role_statements" ADD CONSTRAINT "nice_work_role_statements_work_role_code_nice_work_roles_code_fk" FOREIGN KEY ("work_role_code") REFERENCES "public"."nice_work_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nice_work_role_statements" ADD CONSTRAINT "nice_work_role_statements_statement_code_nice_statements_code_fk" FOREIGN KEY ("statement_code") REFERENCES "public"."nice_statements"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nice_work_roles" ADD CONSTRAINT "nice_work_roles_category_code_nice_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."nice_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nice_legacy_work_roles_category_idx" ON "nice_legacy_work_roles" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "nice_statements_search_idx" ON "nice_statements" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "nice_statements_description_trgm_idx" ON "nice_statements" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nice_statements_type_idx" ON "nice_statements" USING btree ("type");--> statement-breakpoint
CREATE INDEX "nice_work_role_statements_statement_idx" ON "nice_work_role_statements" USING btree ("statement_code");--> statement-breakpoint
CREATE INDEX "nice_work_roles_category_idx" ON "nice_work_roles" USING btree ("category_code");