CREATE TABLE "payroll_loan_caps" (
	"company_id" bigint NOT NULL,
	"model_type" text NOT NULL,
	"model_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_loan_caps_company_id_model_type_model_id_pk" PRIMARY KEY("company_id","model_type","model_id"),
	CONSTRAINT "payroll_loan_caps_model_type_check" CHECK ("payroll_loan_caps"."model_type" IN ('branch', 'grade'))
);
--> statement-breakpoint
CREATE TABLE "payroll_loan_disbursements" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_loan_disbursements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"disbursed_on" date NOT NULL,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_loan_disbursements_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_loan_instalments" (
	"company_id" bigint NOT NULL,
	"loan_id" bigint NOT NULL,
	"seq" smallint NOT NULL,
	"month" date NOT NULL,
	"principal_kobo" bigint NOT NULL,
	"interest_kobo" bigint NOT NULL,
	"instalment_kobo" bigint NOT NULL,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_month" date,
	"paid_kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payroll_loan_instalments_company_id_loan_id_seq_pk" PRIMARY KEY("company_id","loan_id","seq")
);
--> statement-breakpoint
CREATE TABLE "payroll_loan_refunds" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_loan_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"refunded_on" date NOT NULL,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_loan_refunds_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_loan_types" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_loan_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"minimum_amount_kobo" bigint DEFAULT 0 NOT NULL,
	"maximum_amount_kobo" bigint NOT NULL,
	"max_tenure_months" integer NOT NULL,
	"interest_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"interest_type" text DEFAULT 'flat' NOT NULL,
	"eligible_after_months" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_loan_types_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_loan_types_interest_type_check" CHECK ("payroll_loan_types"."interest_type" IN ('flat', 'reducing')),
	CONSTRAINT "payroll_loan_types_status_check" CHECK ("payroll_loan_types"."status" IN ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "payroll_loans" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"loan_type_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"tenure_months" integer NOT NULL,
	"reason" text,
	"repayment_start" date NOT NULL,
	"interest_rate" numeric(7, 4) NOT NULL,
	"interest_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"monthly_instalment_kobo" bigint DEFAULT 0 NOT NULL,
	"total_repayable_kobo" bigint DEFAULT 0 NOT NULL,
	"amount_disbursed_kobo" bigint DEFAULT 0 NOT NULL,
	"amount_repaid_kobo" bigint DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_loans_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_loans_status_check" CHECK ("payroll_loans"."status" IN ('pending', 'approved', 'rejected', 'disbursed', 'repaid'))
);
--> statement-breakpoint
CREATE TABLE "payroll_benefit_deduction_payments" (
	"company_id" bigint NOT NULL,
	"benefit_deduction_id" bigint NOT NULL,
	"month" date NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_benefit_deduction_payments_company_id_benefit_deduction_id_month_pk" PRIMARY KEY("company_id","benefit_deduction_id","month")
);
--> statement-breakpoint
CREATE TABLE "payroll_benefit_deduction_types" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_benefit_deduction_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_deduction" boolean DEFAULT false NOT NULL,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_benefit_deduction_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_benefit_deductions" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payroll_benefit_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"type_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"frequency" text NOT NULL,
	"start_month" date NOT NULL,
	"end_month" date,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_benefit_deductions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_benefit_deductions_frequency_check" CHECK ("payroll_benefit_deductions"."frequency" IN ('one_off', 'monthly')),
	CONSTRAINT "payroll_benefit_deductions_status_check" CHECK ("payroll_benefit_deductions"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "canteen_meal_plans" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "canteen_meal_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"price_kobo" bigint NOT NULL,
	"company_share_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"meals_per_day" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_meal_plans_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "canteen_meals" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "canteen_meals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" bigint,
	"device_pin" text,
	"employee_id" bigint,
	"meal_plan_id" bigint,
	"served_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'served' NOT NULL,
	"refusal_reason" text,
	"price_kobo" bigint DEFAULT 0 NOT NULL,
	"employee_share_kobo" bigint DEFAULT 0 NOT NULL,
	"company_share_kobo" bigint DEFAULT 0 NOT NULL,
	"settled_month" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_meals_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "canteen_meals_status_check" CHECK ("canteen_meals"."status" IN ('served', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "canteen_plan_employees" (
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"meal_plan_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_plan_employees_company_id_employee_id_pk" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "canteen_points" (
	"company_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canteen_points_company_id_device_id_pk" PRIMARY KEY("company_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "payroll_loan_caps" ADD CONSTRAINT "payroll_loan_caps_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_disbursements" ADD CONSTRAINT "payroll_loan_disbursements_loan_fk" FOREIGN KEY ("company_id","loan_id") REFERENCES "public"."payroll_loans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_instalments" ADD CONSTRAINT "payroll_loan_instalments_loan_fk" FOREIGN KEY ("company_id","loan_id") REFERENCES "public"."payroll_loans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_refunds" ADD CONSTRAINT "payroll_loan_refunds_loan_fk" FOREIGN KEY ("company_id","loan_id") REFERENCES "public"."payroll_loans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loan_types" ADD CONSTRAINT "payroll_loan_types_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loans" ADD CONSTRAINT "payroll_loans_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_loans" ADD CONSTRAINT "payroll_loans_type_fk" FOREIGN KEY ("company_id","loan_type_id") REFERENCES "public"."payroll_loan_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_benefit_deduction_payments" ADD CONSTRAINT "payroll_benefit_deduction_payments_record_fk" FOREIGN KEY ("company_id","benefit_deduction_id") REFERENCES "public"."payroll_benefit_deductions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_benefit_deduction_types" ADD CONSTRAINT "payroll_benefit_deduction_types_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_benefit_deductions" ADD CONSTRAINT "payroll_benefit_deductions_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_benefit_deductions" ADD CONSTRAINT "payroll_benefit_deductions_type_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."payroll_benefit_deduction_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_meal_plans" ADD CONSTRAINT "canteen_meal_plans_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_meals" ADD CONSTRAINT "canteen_meals_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_plan_employees" ADD CONSTRAINT "canteen_plan_employees_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_plan_employees" ADD CONSTRAINT "canteen_plan_employees_plan_fk" FOREIGN KEY ("company_id","meal_plan_id") REFERENCES "public"."canteen_meal_plans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canteen_points" ADD CONSTRAINT "canteen_points_device_fk" FOREIGN KEY ("company_id","device_id") REFERENCES "public"."devices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_loan_disbursements_loan_idx" ON "payroll_loan_disbursements" USING btree ("company_id","loan_id");--> statement-breakpoint
CREATE INDEX "payroll_loan_instalments_month_idx" ON "payroll_loan_instalments" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "payroll_loan_refunds_loan_idx" ON "payroll_loan_refunds" USING btree ("company_id","loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_loan_types_name_key" ON "payroll_loan_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "payroll_loans_employee_idx" ON "payroll_loans" USING btree ("company_id","employee_id","status");--> statement-breakpoint
CREATE INDEX "payroll_loans_status_idx" ON "payroll_loans" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_benefit_deduction_types_name_key" ON "payroll_benefit_deduction_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "payroll_benefit_deductions_employee_idx" ON "payroll_benefit_deductions" USING btree ("company_id","employee_id","status");--> statement-breakpoint
CREATE INDEX "payroll_benefit_deductions_status_idx" ON "payroll_benefit_deductions" USING btree ("company_id","status","start_month");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_meal_plans_name_key" ON "canteen_meal_plans" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "canteen_meals_day_idx" ON "canteen_meals" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "canteen_meals_employee_idx" ON "canteen_meals" USING btree ("company_id","employee_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "canteen_meals_push_key" ON "canteen_meals" USING btree ("company_id","device_id","device_pin","served_at");--> statement-breakpoint
CREATE INDEX "canteen_plan_employees_plan_idx" ON "canteen_plan_employees" USING btree ("company_id","meal_plan_id");