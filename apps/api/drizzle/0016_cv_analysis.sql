CREATE TABLE "cv_analyses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cv_key" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"reason" text,
	"suggestions" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_analyses_status_check" CHECK ("cv_analyses"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cv_analyses" ADD CONSTRAINT "cv_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cv_analyses_processing_idx" ON "cv_analyses" USING btree ("updated_at") WHERE "cv_analyses"."status" = 'processing';
--> statement-breakpoint
CREATE TABLE "cv_statement_texts" (
	"statement_code" text NOT NULL,
	"language" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_statement_texts_statement_code_language_pk" PRIMARY KEY("statement_code","language")
);
--> statement-breakpoint
CREATE INDEX "cv_statement_texts_search_idx" ON "cv_statement_texts" USING gin ("search_vector");
