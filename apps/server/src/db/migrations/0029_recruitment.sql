CREATE TABLE "job_boards" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_boards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_boards_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_posting_boards" (
	"company_id" bigint NOT NULL,
	"job_posting_id" bigint NOT NULL,
	"job_board_id" bigint NOT NULL,
	CONSTRAINT "job_posting_boards_company_id_job_posting_id_job_board_id_pk" PRIMARY KEY("company_id","job_posting_id","job_board_id")
);
--> statement-breakpoint
CREATE TABLE "job_posting_questions" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_posting_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_posting_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "job_posting_questions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_posting_settings" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_posting_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closing_days" integer,
	"close_when_filled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_posting_settings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "job_posting_settings_days_check" CHECK ("job_posting_settings"."closing_days" IS NULL OR "job_posting_settings"."closing_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_request_id" bigint,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text,
	"location" text,
	"employment_type" text NOT NULL,
	"salary_visible" boolean DEFAULT false NOT NULL,
	"salary_min_kobo" bigint,
	"salary_max_kobo" bigint,
	"closing_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "job_postings_status_check" CHECK ("job_postings"."status" IN ('draft', 'published')),
	CONSTRAINT "job_postings_type_check" CHECK ("job_postings"."employment_type" IN ('full_time', 'part_time', 'contract', 'internship')),
	CONSTRAINT "job_postings_salary_check" CHECK ("job_postings"."salary_max_kobo" IS NULL OR "job_postings"."salary_min_kobo" IS NULL OR "job_postings"."salary_min_kobo" <= "job_postings"."salary_max_kobo")
);
--> statement-breakpoint
CREATE TABLE "job_requests" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"department_id" bigint NOT NULL,
	"designation_id" bigint,
	"branch_id" bigint NOT NULL,
	"headcount" integer NOT NULL,
	"remaining" integer NOT NULL,
	"employment_type" text NOT NULL,
	"justification" text,
	"budget_min_kobo" bigint,
	"budget_max_kobo" bigint,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"template_id" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"employee_id" bigint,
	"created_by_user_id" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "job_requests_status_check" CHECK ("job_requests"."status" IN ('pending', 'approved', 'rejected', 'filled')),
	CONSTRAINT "job_requests_urgency_check" CHECK ("job_requests"."urgency" IN ('low', 'normal', 'high')),
	CONSTRAINT "job_requests_type_check" CHECK ("job_requests"."employment_type" IN ('full_time', 'part_time', 'contract', 'internship')),
	CONSTRAINT "job_requests_headcount_check" CHECK ("job_requests"."headcount" >= 1 AND "job_requests"."remaining" >= 0),
	CONSTRAINT "job_requests_budget_check" CHECK ("job_requests"."budget_max_kobo" IS NULL OR "job_requests"."budget_min_kobo" IS NULL OR "job_requests"."budget_min_kobo" <= "job_requests"."budget_max_kobo")
);
--> statement-breakpoint
CREATE TABLE "recruiter_job_postings" (
	"company_id" bigint NOT NULL,
	"recruiter_id" bigint NOT NULL,
	"job_posting_id" bigint NOT NULL,
	CONSTRAINT "recruiter_job_postings_company_id_recruiter_id_job_posting_id_pk" PRIMARY KEY("company_id","recruiter_id","job_posting_id")
);
--> statement-breakpoint
CREATE TABLE "recruiter_job_requests" (
	"company_id" bigint NOT NULL,
	"recruiter_id" bigint NOT NULL,
	"job_request_id" bigint NOT NULL,
	CONSTRAINT "recruiter_job_requests_company_id_recruiter_id_job_request_id_pk" PRIMARY KEY("company_id","recruiter_id","job_request_id")
);
--> statement-breakpoint
CREATE TABLE "recruiters" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recruiters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"all_access" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiters_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "requisition_templates" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "requisition_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"department_id" bigint,
	"designation_id" bigint,
	"employment_type" text,
	"headcount" integer,
	"justification" text,
	"budget_min_kobo" bigint,
	"budget_max_kobo" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisition_templates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "career_application_attempts" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "career_application_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ip_hash" text NOT NULL,
	"email_hash" text,
	"job_posting_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_application_attempts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"company_id" bigint NOT NULL,
	"interview_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	CONSTRAINT "interview_interviewers_company_id_interview_id_employee_id_pk" PRIMARY KEY("company_id","interview_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "interview_scorecards" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "interview_scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"interview_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_scorecards_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "interview_scorecards_recommendation_check" CHECK ("interview_scorecards"."recommendation" IN ('strong_yes', 'yes', 'no', 'strong_no'))
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text,
	"link" text,
	"note" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" BETWEEN 5 AND 600)
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_posting_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"cover_letter" text,
	"cv_file_id" bigint,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'careers_page' NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hired_at" timestamp with time zone,
	"employee_id" bigint,
	"erased_at" timestamp with time zone,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" IN ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "job_boards" ADD CONSTRAINT "job_boards_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_boards" ADD CONSTRAINT "job_posting_boards_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_boards" ADD CONSTRAINT "job_posting_boards_posting_fk" FOREIGN KEY ("company_id","job_posting_id") REFERENCES "public"."job_postings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_boards" ADD CONSTRAINT "job_posting_boards_board_fk" FOREIGN KEY ("company_id","job_board_id") REFERENCES "public"."job_boards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_questions" ADD CONSTRAINT "job_posting_questions_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_questions" ADD CONSTRAINT "job_posting_questions_posting_fk" FOREIGN KEY ("company_id","job_posting_id") REFERENCES "public"."job_postings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_settings" ADD CONSTRAINT "job_posting_settings_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_request_fk" FOREIGN KEY ("company_id","job_request_id") REFERENCES "public"."job_requests"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_designation_fk" FOREIGN KEY ("company_id","designation_id") REFERENCES "public"."employee_designations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_template_fk" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."requisition_templates"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_job_postings" ADD CONSTRAINT "recruiter_job_postings_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_job_postings" ADD CONSTRAINT "recruiter_job_postings_recruiter_fk" FOREIGN KEY ("company_id","recruiter_id") REFERENCES "public"."recruiters"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_job_postings" ADD CONSTRAINT "recruiter_job_postings_posting_fk" FOREIGN KEY ("company_id","job_posting_id") REFERENCES "public"."job_postings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_job_requests" ADD CONSTRAINT "recruiter_job_requests_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_job_requests" ADD CONSTRAINT "recruiter_job_requests_recruiter_fk" FOREIGN KEY ("company_id","recruiter_id") REFERENCES "public"."recruiters"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_job_requests" ADD CONSTRAINT "recruiter_job_requests_request_fk" FOREIGN KEY ("company_id","job_request_id") REFERENCES "public"."job_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_templates" ADD CONSTRAINT "requisition_templates_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_templates" ADD CONSTRAINT "requisition_templates_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_templates" ADD CONSTRAINT "requisition_templates_designation_fk" FOREIGN KEY ("company_id","designation_id") REFERENCES "public"."employee_designations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_application_attempts" ADD CONSTRAINT "career_application_attempts_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_fk" FOREIGN KEY ("company_id","interview_id") REFERENCES "public"."interviews"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interview_fk" FOREIGN KEY ("company_id","interview_id") REFERENCES "public"."interviews"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_fk" FOREIGN KEY ("company_id","application_id") REFERENCES "public"."job_applications"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_posting_fk" FOREIGN KEY ("company_id","job_posting_id") REFERENCES "public"."job_postings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_fk" FOREIGN KEY ("company_id","cv_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_boards_name_key" ON "job_boards" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "job_posting_questions_posting_idx" ON "job_posting_questions" USING btree ("company_id","job_posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_posting_settings_name_key" ON "job_posting_settings" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_posting_settings_default_key" ON "job_posting_settings" USING btree ("company_id") WHERE "job_posting_settings"."is_default";--> statement-breakpoint
CREATE INDEX "job_postings_status_idx" ON "job_postings" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "job_postings_request_idx" ON "job_postings" USING btree ("company_id","job_request_id");--> statement-breakpoint
CREATE INDEX "job_requests_status_idx" ON "job_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "recruiters_employee_key" ON "recruiters" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_templates_name_key" ON "requisition_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "career_application_attempts_ip_idx" ON "career_application_attempts" USING btree ("company_id","ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "career_application_attempts_email_idx" ON "career_application_attempts" USING btree ("company_id","job_posting_id","email_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_scorecards_interviewer_key" ON "interview_scorecards" USING btree ("company_id","interview_id","employee_id");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("company_id","application_id");--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "job_applications_posting_idx" ON "job_applications" USING btree ("company_id","job_posting_id","status");--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("company_id",lower("email"));