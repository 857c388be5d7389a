-- Learning (#14): the training catalogue, its modules and NICE statements, and each talent's saved trainings and progress.
CREATE TABLE "trainings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text NOT NULL,
	"provider_url" text NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"area" text,
	"required_for" text,
	"author" text,
	"author_url" text,
	"author_role" text,
	"price_sentinela" numeric(10, 2),
	"duration_hours" numeric(7, 1),
	"language" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('sentinela', title), 'A') || setweight(to_tsvector('sentinela', provider), 'B') || setweight(to_tsvector('sentinela', description), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_hours" numeric(7, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_statements" (
	"training_id" integer NOT NULL,
	"statement_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_statements_training_id_statement_code_pk" PRIMARY KEY("training_id","statement_code")
);
--> statement-breakpoint
CREATE TABLE "saved_trainings" (
	"user_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_trainings_user_id_training_id_pk" PRIMARY KEY("user_id","training_id")
);
--> statement-breakpoint
CREATE TABLE "training_progress" (
	"user_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_progress_user_id_training_id_pk" PRIMARY KEY("user_id","training_id")
);
--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_statements" ADD CONSTRAINT "training_statements_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_trainings" ADD CONSTRAINT "saved_trainings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_trainings" ADD CONSTRAINT "saved_trainings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trainings_key_idx" ON "trainings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "trainings_search_idx" ON "trainings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "trainings_title_trgm_idx" ON "trainings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trainings_provider_idx" ON "trainings" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "trainings_level_type_idx" ON "trainings" USING btree ("level","type");--> statement-breakpoint
CREATE INDEX "trainings_listed_idx" ON "trainings" USING btree ("title","id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_courses_training_position_idx" ON "training_courses" USING btree ("training_id","position");--> statement-breakpoint
CREATE INDEX "training_statements_statement_idx" ON "training_statements" USING btree ("statement_code");--> statement-breakpoint
CREATE INDEX "saved_trainings_training_idx" ON "saved_trainings" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "training_progress_training_idx" ON "training_progress" USING btree ("training_id","status");
