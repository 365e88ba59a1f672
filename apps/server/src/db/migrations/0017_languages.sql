-- Every message in the user's language (ADR 32): a company's language (English until its settings
-- say otherwise), a user's own choice (null follows the company's), and notifications that store
-- their kind and params instead of English; title, body and link stay for the rows written before.
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_language_check" CHECK ("companies"."language" IN ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('en', 'fr'));
