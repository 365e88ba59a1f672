CREATE TABLE "exemptions" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "exemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"date" date NOT NULL,
	"exemption_reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exemptions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "exemptions_status_check" CHECK ("exemptions"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"leave_type_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"handover_to" bigint,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status" IN ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "leave_requests_dates_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_days_check" CHECK ("leave_requests"."days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"leave_name" text NOT NULL,
	"weekend" text[] DEFAULT '{}'::text[] NOT NULL,
	"applicable_days" integer NOT NULL,
	"period_type" text DEFAULT 'Day' NOT NULL,
	"gender" text,
	"note" text,
	"is_generic" boolean DEFAULT true NOT NULL,
	"branch_id" bigint,
	"category_type" text DEFAULT 'all_users' NOT NULL,
	"member_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "leave_types_days_check" CHECK ("leave_types"."applicable_days" BETWEEN 1 AND 366),
	CONSTRAINT "leave_types_gender_check" CHECK ("leave_types"."gender" IN ('male', 'female')),
	CONSTRAINT "leave_types_category_check" CHECK ("leave_types"."category_type" IN ('all_users', 'department', 'station_grade', 'employees')),
	CONSTRAINT "leave_types_period_check" CHECK ("leave_types"."period_type" = 'Day')
);
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_status_check";--> statement-breakpoint
ALTER TABLE "exemptions" ADD CONSTRAINT "exemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exemptions" ADD CONSTRAINT "exemptions_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_company_id_leave_type_id_leave_types_company_id_id_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_company_id_handover_to_employees_company_id_id_fk" FOREIGN KEY ("company_id","handover_to") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exemptions_employee_idx" ON "exemptions" USING btree ("company_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "exemptions_date_idx" ON "exemptions" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_idx" ON "leave_requests" USING btree ("company_id","employee_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_name_key" ON "leave_types" USING btree ("company_id",lower(btrim("leave_name")));--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" IN ('pending', 'approved', 'rejected', 'withdrawn'));