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
CREATE TABLE "project_members" (
	"company_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	CONSTRAINT "project_members_company_id_project_id_employee_id_pk" PRIMARY KEY("company_id","project_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" IN ('active', 'on_hold', 'completed', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "task_assignees" (
	"company_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	CONSTRAINT "task_assignees_company_id_task_id_employee_id_pk" PRIMARY KEY("company_id","task_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "task_statuses" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "task_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_statuses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status_id" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"pending_status_id" bigint,
	"pending_position" integer,
	"moved_by_employee_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" IN ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "survey_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"survey_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"questions" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "surveys_status_check" CHECK ("surveys"."status" IN ('draft', 'published', 'closed')),
	CONSTRAINT "surveys_dates_check" CHECK ("surveys"."ends_on" >= "surveys"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "appraisal_appraisers" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_appraisers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appraiser_id" bigint NOT NULL,
	"employee_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_appraisers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "appraisal_grade_seeds" (
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_grade_seeds_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
CREATE TABLE "appraisal_grades" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_grades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"min_score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_grades_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "appraisal_grades_band_check" CHECK (0 <= "appraisal_grades"."min_score" AND "appraisal_grades"."min_score" <= "appraisal_grades"."max_score" AND "appraisal_grades"."max_score" <= 100)
);
--> statement-breakpoint
CREATE TABLE "appraisal_groups" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"setting_id" bigint NOT NULL,
	"period" text NOT NULL,
	"scorecard_id" bigint NOT NULL,
	"employee_ids" jsonb NOT NULL,
	"department_ids" jsonb NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"initiated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_groups_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "appraisal_groups_status_check" CHECK ("appraisal_groups"."status" IN ('draft', 'initiated', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "appraisal_ratings" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appraisal_id" bigint NOT NULL,
	"side" text NOT NULL,
	"kpi_id" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_ratings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "appraisal_ratings_side_check" CHECK ("appraisal_ratings"."side" IN ('self', 'appraiser'))
);
--> statement-breakpoint
CREATE TABLE "appraisal_scorecards" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sections" jsonb NOT NULL,
	"rating_scale" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_scorecards_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "appraisal_settings" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appraisal_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"periods" jsonb NOT NULL,
	"self_weight" integer NOT NULL,
	"appraiser_weight" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_settings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "appraisal_settings_weights_check" CHECK ("appraisal_settings"."self_weight" + "appraisal_settings"."appraiser_weight" = 100)
);
--> statement-breakpoint
CREATE TABLE "appraisals" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "appraisals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"appraiser_id" bigint NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"self_submitted_at" timestamp with time zone,
	"appraiser_submitted_at" timestamp with time zone,
	"rejection_reason" text,
	"final_score" text,
	"final_grade" text,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisals_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "appraisals_status_check" CHECK ("appraisals"."status" IN ('initiated', 'in_review', 'approved', 'rejected'))
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
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_fk" FOREIGN KEY ("company_id","task_id") REFERENCES "public"."tasks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_statuses" ADD CONSTRAINT "task_statuses_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_fk" FOREIGN KEY ("company_id","status_id") REFERENCES "public"."task_statuses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_appraisers" ADD CONSTRAINT "appraisal_appraisers_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_appraisers" ADD CONSTRAINT "appraisal_appraisers_appraiser_fk" FOREIGN KEY ("company_id","appraiser_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_grade_seeds" ADD CONSTRAINT "appraisal_grade_seeds_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_grades" ADD CONSTRAINT "appraisal_grades_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_groups" ADD CONSTRAINT "appraisal_groups_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_groups" ADD CONSTRAINT "appraisal_groups_setting_fk" FOREIGN KEY ("company_id","setting_id") REFERENCES "public"."appraisal_settings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_groups" ADD CONSTRAINT "appraisal_groups_scorecard_fk" FOREIGN KEY ("company_id","scorecard_id") REFERENCES "public"."appraisal_scorecards"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_ratings" ADD CONSTRAINT "appraisal_ratings_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_ratings" ADD CONSTRAINT "appraisal_ratings_appraisal_fk" FOREIGN KEY ("company_id","appraisal_id") REFERENCES "public"."appraisals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_scorecards" ADD CONSTRAINT "appraisal_scorecards_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_settings" ADD CONSTRAINT "appraisal_settings_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_appraiser_fk" FOREIGN KEY ("company_id","appraiser_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."appraisal_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "improvement_plan_goals_plan_idx" ON "improvement_plan_goals" USING btree ("company_id","plan_id");--> statement-breakpoint
CREATE INDEX "improvement_plans_review_idx" ON "improvement_plans" USING btree ("company_id","review_date");--> statement-breakpoint
CREATE UNIQUE INDEX "training_categories_name_key" ON "training_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "training_enrolments_key" ON "training_enrolments" USING btree ("company_id","training_id","employee_id");--> statement-breakpoint
CREATE INDEX "training_enrolments_employee_idx" ON "training_enrolments" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_settings_company_key" ON "training_settings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "project_members_employee_idx" ON "project_members" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "task_assignees_employee_idx" ON "task_assignees" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_statuses_name_key" ON "task_statuses" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tasks_board_idx" ON "tasks" USING btree ("company_id","project_id","status_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_once_key" ON "survey_responses" USING btree ("company_id","survey_id","employee_id");--> statement-breakpoint
CREATE INDEX "survey_responses_employee_idx" ON "survey_responses" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_grades_name_key" ON "appraisal_grades" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_ratings_kpi_key" ON "appraisal_ratings" USING btree ("company_id","appraisal_id","side","kpi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisals_member_key" ON "appraisals" USING btree ("company_id","group_id","employee_id");--> statement-breakpoint
CREATE INDEX "appraisals_employee_idx" ON "appraisals" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "appraisals_appraiser_idx" ON "appraisals" USING btree ("company_id","appraiser_id");