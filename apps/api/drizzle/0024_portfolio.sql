-- Projects (issue #20, decision 016): a talent's portfolio items (CTFs, labs, write-ups, repositories, talks) with the
-- NICE statements each demonstrates. The count per talent is bounded by the service (PROJECTS_PER_TALENT_MAX); the
-- row's own rules are CHECK constraints too, so no writer can store a project the form would refuse.
CREATE TABLE "talent_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"link" text,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"statement_codes" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_projects_kind_known" CHECK ("kind" in ('ctf', 'lab', 'write_up', 'repository', 'talk')),
	CONSTRAINT "talent_projects_dates_in_order" CHECK ("end_date" is null or "end_date" >= "start_date"),
	CONSTRAINT "talent_projects_link_https" CHECK ("link" is null or "link" like 'https://%'),
	CONSTRAINT "talent_projects_statements_bounded" CHECK (cardinality("statement_codes") <= 10)
);
--> statement-breakpoint
ALTER TABLE "talent_projects" ADD CONSTRAINT "talent_projects_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_projects_talent_idx" ON "talent_projects" USING btree ("talent_id","start_date" DESC NULLS LAST,"id");
