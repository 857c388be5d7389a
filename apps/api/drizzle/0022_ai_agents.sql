-- AI agents marketplace (issue #18, §3 "AI agent"): the catalogue the operator edits, real AI tools for security work
-- with their public pages and the agents that run in Sentinela (`built_in`). Rows of the data file have a stable `key`
-- the start-up loader upserts by; `edited_at` is set once the operator edits a row, and the loader never overwrites
-- such a row again. Texts are kept per language ({en, es, pt}; es and pt empty = read the English).
CREATE TABLE "ai_agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text,
	"built_in" text,
	"category" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"price" numeric(10, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text NOT NULL,
	"link" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_agents_key_idx" ON "ai_agents" USING btree ("key");
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_agents_built_in_idx" ON "ai_agents" USING btree ("built_in");
