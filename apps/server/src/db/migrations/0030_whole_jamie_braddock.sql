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
ALTER TABLE "appraisal_appraisers" ADD CONSTRAINT "appraisal_appraisers_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_appraisers" ADD CONSTRAINT "appraisal_appraisers_appraiser_fk" FOREIGN KEY ("company_id","appraiser_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "appraisal_grades_name_key" ON "appraisal_grades" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_ratings_kpi_key" ON "appraisal_ratings" USING btree ("company_id","appraisal_id","side","kpi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisals_member_key" ON "appraisals" USING btree ("company_id","group_id","employee_id");--> statement-breakpoint
CREATE INDEX "appraisals_employee_idx" ON "appraisals" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "appraisals_appraiser_idx" ON "appraisals" USING btree ("company_id","appraiser_id");