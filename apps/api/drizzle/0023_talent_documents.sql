-- Résumé builder and documents (issue #20, decision 015). The builder's choices, one row per talent: template,
-- language, sections in order (a JSON array of section codes) and the talent's own summary.
CREATE TABLE "resume_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"sections" jsonb NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_settings_template_check" CHECK ("template" in ('classic', 'modern', 'ats')),
	CONSTRAINT "resume_settings_language_check" CHECK ("language" in ('en', 'es', 'pt')),
	CONSTRAINT "resume_settings_sections_check" CHECK (jsonb_typeof("sections") = 'array')
);
--> statement-breakpoint
ALTER TABLE "resume_settings" ADD CONSTRAINT "resume_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Stored files of a talent besides the CV (which stays on the profile): proofs attached to certifications (one per
-- certification, gone with it) and generated résumés (the newest MAX_STORED_RESUMES are kept).
CREATE TABLE "talent_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"certification_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"template" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "talent_documents_kind_check" CHECK ("kind" in ('certification_proof', 'resume')),
	CONSTRAINT "talent_documents_certification_check" CHECK (("kind" = 'certification_proof') = ("certification_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "talent_documents" ADD CONSTRAINT "talent_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "talent_documents" ADD CONSTRAINT "talent_documents_certification_id_talent_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."talent_certifications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "talent_documents_user_idx" ON "talent_documents" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "talent_documents_certification_idx" ON "talent_documents" USING btree ("certification_id") WHERE "certification_id" is not null;
--> statement-breakpoint
-- Imports (a JSON Resume file, a LinkedIn data export) are another source of the CV review's suggestions.
ALTER TABLE "cv_analyses" ADD COLUMN "source" text DEFAULT 'cv' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cv_analyses" ADD CONSTRAINT "cv_analyses_source_check" CHECK ("source" in ('cv', 'json_resume', 'linkedin'));
