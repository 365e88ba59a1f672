CREATE TABLE "company_remittances" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "company_remittances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"base" text DEFAULT 'gross' NOT NULL,
	"min_headcount" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_statutory" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_remittances_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "company_remittances_base_check" CHECK ("company_remittances"."base" IN ('gross', 'pensionable', 'basic'))
);
--> statement-breakpoint
CREATE TABLE "employee_pay_packages" (
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"pay_package_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_pay_packages_company_id_employee_id_effective_from_pk" PRIMARY KEY("company_id","employee_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "pay_package_items" (
	"company_id" bigint NOT NULL,
	"pay_package_id" bigint NOT NULL,
	"pay_breakdown_id" bigint NOT NULL,
	"amount_kobo" bigint,
	CONSTRAINT "pay_package_items_company_id_pay_package_id_pay_breakdown_id_pk" PRIMARY KEY("company_id","pay_package_id","pay_breakdown_id")
);
--> statement-breakpoint
CREATE TABLE "pay_packages" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pay_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"package_name" text NOT NULL,
	"description" text,
	"monthly_salary_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_packages_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_allowance_claims" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_allowance_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"allowance_id" bigint,
	"title" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_month" date,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_allowance_claims_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_allowance_employees" (
	"company_id" bigint NOT NULL,
	"allowance_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"amount_kobo" bigint,
	"from_month" date NOT NULL,
	"to_month" date,
	CONSTRAINT "payroll_allowance_employees_company_id_allowance_id_employee_id_pk" PRIMARY KEY("company_id","allowance_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_allowances" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"calculation_type" text DEFAULT 'fixed' NOT NULL,
	"amount_kobo" bigint,
	"percentage" numeric(5, 2),
	"is_taxable" boolean DEFAULT true NOT NULL,
	"is_pensionable" boolean DEFAULT false NOT NULL,
	"claimable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_allowances_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_batch_group_employees" (
	"company_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	CONSTRAINT "payroll_batch_group_employees_company_id_group_id_employee_id_pk" PRIMARY KEY("company_id","group_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_batch_groups" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_batch_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"batch_by" text NOT NULL,
	"bank_ids" bigint[] DEFAULT '{}' NOT NULL,
	"branch_ids" bigint[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_batch_groups_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_batch_groups_batch_by_check" CHECK ("payroll_batch_groups"."batch_by" IN ('bank', 'branch', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "payroll_extra_allowance_employees" (
	"company_id" bigint NOT NULL,
	"extra_allowance_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"amount_kobo" bigint,
	CONSTRAINT "payroll_extra_allowance_employees_company_id_extra_allowance_id_employee_id_pk" PRIMARY KEY("company_id","extra_allowance_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_extra_allowance_months" (
	"company_id" bigint NOT NULL,
	"extra_allowance_id" bigint NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "payroll_extra_allowance_months_company_id_extra_allowance_id_month_pk" PRIMARY KEY("company_id","extra_allowance_id","month")
);
--> statement-breakpoint
CREATE TABLE "payroll_extra_allowances" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_extra_allowances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"recurrence" text DEFAULT 'one_off' NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"is_pensionable" boolean DEFAULT false NOT NULL,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_extra_allowances_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_history_uploads" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_history_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"rows_imported" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_history_uploads_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_schedule_rows" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_schedule_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'run' NOT NULL,
	"upload_id" bigint,
	"branch_id" bigint,
	"department_id" bigint,
	"pay_package_id" bigint,
	"tax_table_id" bigint,
	"days_in_month" smallint NOT NULL,
	"days_paid" smallint NOT NULL,
	"monthly_salary_kobo" bigint DEFAULT 0 NOT NULL,
	"basic_kobo" bigint DEFAULT 0 NOT NULL,
	"gross_pay_kobo" bigint DEFAULT 0 NOT NULL,
	"taxable_pay_kobo" bigint DEFAULT 0 NOT NULL,
	"pensionable_pay_kobo" bigint DEFAULT 0 NOT NULL,
	"overtime_kobo" bigint DEFAULT 0 NOT NULL,
	"benefits_kobo" bigint DEFAULT 0 NOT NULL,
	"deductions_kobo" bigint DEFAULT 0 NOT NULL,
	"loan_repayment_kobo" bigint DEFAULT 0 NOT NULL,
	"eligible_deductions_kobo" bigint DEFAULT 0 NOT NULL,
	"paye_kobo" bigint DEFAULT 0 NOT NULL,
	"pension_employee_kobo" bigint DEFAULT 0 NOT NULL,
	"pension_employer_kobo" bigint DEFAULT 0 NOT NULL,
	"nhf_kobo" bigint DEFAULT 0 NOT NULL,
	"nhis_kobo" bigint DEFAULT 0 NOT NULL,
	"nsitf_kobo" bigint DEFAULT 0 NOT NULL,
	"itf_kobo" bigint DEFAULT 0 NOT NULL,
	"net_pay_kobo" bigint DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" bigint,
	"payslip_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_schedule_rows_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_schedule_rows_month_check" CHECK ("payroll_schedule_rows"."month" BETWEEN 1 AND 12),
	CONSTRAINT "payroll_schedule_rows_status_check" CHECK ("payroll_schedule_rows"."status" IN ('open', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "payroll_tax_tables" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_tax_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"regime" text NOT NULL,
	"effective_from" date NOT NULL,
	"bands" jsonb NOT NULL,
	"rent_relief_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"rent_relief_cap_kobo" bigint DEFAULT 0 NOT NULL,
	"cra_fixed_kobo" bigint DEFAULT 0 NOT NULL,
	"cra_gross_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"cra_extra_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"minimum_tax_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"minimum_wage_kobo" bigint DEFAULT 0 NOT NULL,
	"pension_employee_rate" numeric(7, 4) DEFAULT '8' NOT NULL,
	"nhf_rate" numeric(7, 4) DEFAULT '2.5' NOT NULL,
	"nhis_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_tax_tables_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_tax_tables_regime_check" CHECK ("payroll_tax_tables"."regime" IN ('nta_2025', 'pita'))
);
--> statement-breakpoint
ALTER TABLE "pay_breakdowns" DROP CONSTRAINT "pay_breakdowns_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nhf_default" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "annual_rent_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "nhf_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD COLUMN "code" text;--> statement-breakpoint
-- Existing items get a code from their name (Basic -> BASIC), with the id where two names would
-- give one code; the four default items get their component type and pension flags (ADR 41).
UPDATE "pay_breakdowns" p SET "code" = c.code
FROM (
  SELECT company_id, id,
    CASE WHEN count(*) OVER (PARTITION BY company_id, base) > 1 THEN base || '_' || id ELSE base END AS code
  FROM (
    SELECT company_id, id,
      coalesce(nullif(btrim(upper(regexp_replace(allowance_name, '[^A-Za-z0-9]+', '_', 'g')), '_'), ''), 'ITEM') AS base
    FROM "pay_breakdowns"
  ) b
) c
WHERE p.company_id = c.company_id AND p.id = c.id;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD COLUMN "component_type" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD COLUMN "calculation_type" text DEFAULT 'percentage' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD COLUMN "amount_kobo" bigint;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD COLUMN "formula" text;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD COLUMN "is_pensionable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD COLUMN "is_taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "pay_breakdowns" SET
  "component_type" = lower(allowance_name),
  "is_pensionable" = true,
  "position" = CASE lower(allowance_name) WHEN 'basic' THEN 1 WHEN 'housing' THEN 2 ELSE 3 END
WHERE lower(allowance_name) IN ('basic', 'housing', 'transport');--> statement-breakpoint
UPDATE "pay_breakdowns" SET "position" = 4 WHERE lower(allowance_name) = 'utility';--> statement-breakpoint
ALTER TABLE "company_remittances" ADD CONSTRAINT "company_remittances_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_packages" ADD CONSTRAINT "employee_pay_packages_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_packages" ADD CONSTRAINT "employee_pay_packages_package_fk" FOREIGN KEY ("company_id","pay_package_id") REFERENCES "public"."pay_packages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_package_items" ADD CONSTRAINT "pay_package_items_package_fk" FOREIGN KEY ("company_id","pay_package_id") REFERENCES "public"."pay_packages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_package_items" ADD CONSTRAINT "pay_package_items_breakdown_fk" FOREIGN KEY ("company_id","pay_breakdown_id") REFERENCES "public"."pay_breakdowns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_packages" ADD CONSTRAINT "pay_packages_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_allowance_claims" ADD CONSTRAINT "payroll_allowance_claims_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_allowance_claims" ADD CONSTRAINT "payroll_allowance_claims_allowance_fk" FOREIGN KEY ("company_id","allowance_id") REFERENCES "public"."payroll_allowances"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_allowance_employees" ADD CONSTRAINT "payroll_allowance_employees_allowance_fk" FOREIGN KEY ("company_id","allowance_id") REFERENCES "public"."payroll_allowances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_allowance_employees" ADD CONSTRAINT "payroll_allowance_employees_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_allowances" ADD CONSTRAINT "payroll_allowances_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_batch_group_employees" ADD CONSTRAINT "payroll_batch_group_employees_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."payroll_batch_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_batch_group_employees" ADD CONSTRAINT "payroll_batch_group_employees_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_batch_groups" ADD CONSTRAINT "payroll_batch_groups_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_extra_allowance_employees" ADD CONSTRAINT "payroll_extra_allowance_employees_extra_fk" FOREIGN KEY ("company_id","extra_allowance_id") REFERENCES "public"."payroll_extra_allowances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_extra_allowance_employees" ADD CONSTRAINT "payroll_extra_allowance_employees_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_extra_allowance_months" ADD CONSTRAINT "payroll_extra_allowance_months_extra_fk" FOREIGN KEY ("company_id","extra_allowance_id") REFERENCES "public"."payroll_extra_allowances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_extra_allowances" ADD CONSTRAINT "payroll_extra_allowances_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_history_uploads" ADD CONSTRAINT "payroll_history_uploads_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_schedule_rows" ADD CONSTRAINT "payroll_schedule_rows_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_schedule_rows" ADD CONSTRAINT "payroll_schedule_rows_upload_fk" FOREIGN KEY ("company_id","upload_id") REFERENCES "public"."payroll_history_uploads"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_tax_tables" ADD CONSTRAINT "payroll_tax_tables_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_remittances_code_key" ON "company_remittances" USING btree ("company_id",upper("code"));--> statement-breakpoint
CREATE INDEX "employee_pay_packages_package_idx" ON "employee_pay_packages" USING btree ("company_id","pay_package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_packages_name_key" ON "pay_packages" USING btree ("company_id",lower(btrim("package_name")));--> statement-breakpoint
CREATE INDEX "payroll_allowance_claims_employee_idx" ON "payroll_allowance_claims" USING btree ("company_id","employee_id","status");--> statement-breakpoint
CREATE INDEX "payroll_allowance_employees_employee_idx" ON "payroll_allowance_employees" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_allowances_name_key" ON "payroll_allowances" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_allowances_code_key" ON "payroll_allowances" USING btree ("company_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_batch_groups_name_key" ON "payroll_batch_groups" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "payroll_extra_allowance_employees_employee_idx" ON "payroll_extra_allowance_employees" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_extra_allowance_months_month_idx" ON "payroll_extra_allowance_months" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_schedule_rows_employee_month_key" ON "payroll_schedule_rows" USING btree ("company_id","employee_id","year","month");--> statement-breakpoint
CREATE INDEX "payroll_schedule_rows_month_idx" ON "payroll_schedule_rows" USING btree ("company_id","year","month","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_tax_tables_effective_key" ON "payroll_tax_tables" USING btree ("company_id","effective_from");--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD CONSTRAINT "pay_breakdowns_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_breakdowns_code_key" ON "pay_breakdowns" USING btree ("company_id",upper("code"));--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD CONSTRAINT "pay_breakdowns_component_type_check" CHECK ("pay_breakdowns"."component_type" IN ('basic', 'housing', 'transport', 'other'));--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD CONSTRAINT "pay_breakdowns_calculation_type_check" CHECK ("pay_breakdowns"."calculation_type" IN ('percentage', 'fixed', 'formula'));