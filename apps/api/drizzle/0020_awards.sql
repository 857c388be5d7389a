-- Teacher awards (issue #19, PRODUCT.md "Awards"): editions per country and year whose phases follow their dates,
-- nominated teachers (listed once approved), and one vote per talent per edition.
CREATE TABLE "award_editions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_editions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"year" integer NOT NULL,
	"nominations_open_at" timestamp with time zone NOT NULL,
	"nominations_close_at" timestamp with time zone NOT NULL,
	"voting_open_at" timestamp with time zone NOT NULL,
	"voting_close_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_editions_dates_in_order" CHECK ("nominations_open_at" < "nominations_close_at" and "nominations_close_at" <= "voting_open_at" and "voting_open_at" < "voting_close_at")
);
--> statement-breakpoint
CREATE TABLE "award_nominees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_nominees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"edition_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"knowledge_area" text NOT NULL,
	"institution" text NOT NULL,
	"courses_taught" text NOT NULL,
	"years_teaching" integer NOT NULL,
	"students" integer NOT NULL,
	"proof_key" text,
	"proof_type" text NOT NULL,
	"nominated_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"votes_quantity" integer DEFAULT 0 NOT NULL,
	"link_code_hash" text,
	"link_code_expires_at" timestamp with time zone,
	"linked_user_id" integer,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"edition_id" integer NOT NULL,
	"nominee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "award_editions" ADD CONSTRAINT "award_editions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_edition_id_award_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."award_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_nominated_by_users_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_linked_user_id_users_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_votes" ADD CONSTRAINT "award_votes_edition_id_award_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."award_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_votes" ADD CONSTRAINT "award_votes_nominee_id_award_nominees_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."award_nominees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_votes" ADD CONSTRAINT "award_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "award_editions_country_year_unique" ON "award_editions" USING btree ("country","year");--> statement-breakpoint
CREATE INDEX "award_nominees_edition_idx" ON "award_nominees" USING btree ("edition_id","status","votes_quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "award_nominees_link_code_unique" ON "award_nominees" USING btree ("link_code_hash");--> statement-breakpoint
CREATE INDEX "award_nominees_status_idx" ON "award_nominees" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "award_votes_edition_user_unique" ON "award_votes" USING btree ("edition_id","user_id");--> statement-breakpoint
CREATE INDEX "award_votes_nominee_idx" ON "award_votes" USING btree ("nominee_id");
