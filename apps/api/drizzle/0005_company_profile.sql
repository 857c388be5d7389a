ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ceo" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "number_of_employees" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "revenue_range" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "admin_first_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "admin_last_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "admin_job_title" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone_country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "secondary_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;