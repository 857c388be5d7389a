-- Subscriptions and billing (issue #16, PRODUCT.md "Plans"): plans the operator edits, subscriptions as the payment
-- provider's signed events last told, checkouts, invoices, the events already handled (idempotency), and the talent
-- contacts a plan's monthly allowance counts.
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"annual_price_cents" integer NOT NULL,
	"limits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "plans" ("code", "monthly_price_cents", "annual_price_cents", "limits") VALUES
	('demo', 0, 0, '{"jobs":3,"jobDurationDays":30,"platformUsers":2,"topTalent":false,"contactsPerMonth":0,"recommendedTalent":false,"softSkillFilters":false,"hardSkillFilters":false,"trainTalent":false,"careerDevelopment":false}'),
	('starter', 4900, 49000, '{"jobs":10,"jobDurationDays":60,"platformUsers":5,"topTalent":true,"contactsPerMonth":25,"recommendedTalent":false,"softSkillFilters":false,"hardSkillFilters":true,"trainTalent":false,"careerDevelopment":false}'),
	('professional', 14900, 149000, '{"jobs":50,"jobDurationDays":90,"platformUsers":15,"topTalent":true,"contactsPerMonth":200,"recommendedTalent":true,"softSkillFilters":true,"hardSkillFilters":true,"trainTalent":true,"careerDevelopment":true}'),
	('enterprise', 39900, 399000, '{"jobs":null,"jobDurationDays":180,"platformUsers":null,"topTalent":true,"contactsPerMonth":null,"recommendedTalent":true,"softSkillFilters":true,"hardSkillFilters":true,"trainTalent":true,"careerDevelopment":true}');
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_customer_id" text,
	"plan_code" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"limits" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"billing" jsonb NOT NULL,
	"demo_card" text,
	"state_at" timestamp with time zone NOT NULL,
	"reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id_unique" ON "subscriptions" USING btree ("provider","provider_subscription_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_company" ON "subscriptions" USING btree ("company_id") WHERE "subscriptions"."status" in ('active', 'past_due');
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"provider" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"plan_code" text NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"billing" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_token_unique" ON "checkouts" USING btree ("token");
--> statement-breakpoint
CREATE INDEX "checkouts_company_idx" ON "checkouts" USING btree ("company_id");
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"provider_subscription_id" text,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"plan_code" text NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"billing" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_id_unique" ON "invoices" USING btree ("provider","provider_invoice_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","created_at");
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_contacts" ADD CONSTRAINT "talent_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "talent_contacts" ADD CONSTRAINT "talent_contacts_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "talent_contacts" ADD CONSTRAINT "talent_contacts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "talent_contacts_company_month_idx" ON "talent_contacts" USING btree ("company_id","created_at");
