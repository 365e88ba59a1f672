CREATE TABLE "improvement_plan_goals" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "improvement_plan_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"measure" text,
	"due_date" date,
	CONSTRAINT "improvement_plan_goals_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "improvement_plans" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "improvement_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"reviewer_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"review_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"outcome" text,
	"outcome_note" text,
	"outcome_at" date,
	"reminded_for" date,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_plans_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "improvement_plans_status_check" CHECK ("improvement_plans"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "improvement_plans_outcome_check" CHECK ("improvement_plans"."outcome" IS NULL OR "improvement_plans"."outcome" IN ('successful', 'extended', 'unsuccessful'))
);
--> statement-breakpoint
CREATE TABLE "training_categories" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "training_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "training_enrolments" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "training_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"score" integer,
	"certificate_file_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_enrolments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "training_enrolments_status_check" CHECK ("training_enrolments"."status" IN ('enrolled', 'completed', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "training_settings" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "training_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"default_capacity" integer,
	"review_reminder_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_settings_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"provider" text,
	"category_id" bigint,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"location" text,
	"link" text,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "trainings_dates_check" CHECK ("trainings"."ends_on" >= "trainings"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "improvement_plan_goals" ADD CONSTRAINT "improvement_plan_goals_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plan_goals" ADD CONSTRAINT "improvement_plan_goals_plan_fk" FOREIGN KEY ("company_id","plan_id") REFERENCES "public"."improvement_plans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plans" ADD CONSTRAINT "improvement_plans_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plans" ADD CONSTRAINT "improvement_plans_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_plans" ADD CONSTRAINT "improvement_plans_reviewer_fk" FOREIGN KEY ("company_id","reviewer_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_categories" ADD CONSTRAINT "training_categories_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_training_fk" FOREIGN KEY ("company_id","training_id") REFERENCES "public"."trainings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_file_fk" FOREIGN KEY ("company_id","certificate_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."training_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "improvement_plan_goals_plan_idx" ON "improvement_plan_goals" USING btree ("company_id","plan_id");--> statement-breakpoint
CREATE INDEX "improvement_plans_review_idx" ON "improvement_plans" USING btree ("company_id","review_date");--> statement-breakpoint
CREATE UNIQUE INDEX "training_categories_name_key" ON "training_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "training_enrolments_key" ON "training_enrolments" USING btree ("company_id","training_id","employee_id");--> statement-breakpoint
CREATE INDEX "training_enrolments_employee_idx" ON "training_enrolments" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_settings_company_key" ON "training_settings" USING btree ("company_id");