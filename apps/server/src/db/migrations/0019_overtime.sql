CREATE TABLE "overtime_records" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "overtime_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"day" date NOT NULL,
	"overtime_rule_id" bigint,
	"work_rate_id" bigint,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"actual_minutes" integer NOT NULL,
	"hourly_rate_kobo" bigint,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"recomputed_start_at" timestamp with time zone,
	"recomputed_end_at" timestamp with time zone,
	"recomputed_minutes" integer,
	"recomputed_amount_kobo" bigint,
	"recomputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_records_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "overtime_records_status_check" CHECK ("overtime_records"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "overtime_records_minutes_check" CHECK ("overtime_records"."actual_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "overtime_rule_employees" (
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"overtime_rule_id" bigint NOT NULL,
	CONSTRAINT "overtime_rule_employees_company_id_employee_id_pk" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "overtime_rules" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "overtime_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_name" text NOT NULL,
	"description" text NOT NULL,
	"use_work_shift" boolean DEFAULT true NOT NULL,
	"overtime_start" integer DEFAULT 0 NOT NULL,
	"overtime_end" integer DEFAULT 0 NOT NULL,
	"overtime_round_up" integer DEFAULT 0 NOT NULL,
	"work_type" text,
	"work_time" time,
	"work_day_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"apply_overtime_on_work_day" boolean DEFAULT true NOT NULL,
	"apply_overtime_on_non_work_day" boolean DEFAULT false NOT NULL,
	"public_holiday" boolean DEFAULT false NOT NULL,
	"payment_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_rules_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "overtime_rules_minutes_check" CHECK ("overtime_rules"."overtime_start" BETWEEN 0 AND 60 AND "overtime_rules"."overtime_end" BETWEEN 0 AND 60 AND "overtime_rules"."overtime_round_up" BETWEEN 0 AND 60),
	CONSTRAINT "overtime_rules_work_type_check" CHECK ("overtime_rules"."work_type" IS NULL OR "overtime_rules"."work_type" IN ('duration', 'clock')),
	CONSTRAINT "overtime_rules_payment_type_check" CHECK ("overtime_rules"."payment_type" IN ('fixed', 'premium_pay')),
	CONSTRAINT "overtime_rules_amount_check" CHECK ("overtime_rules"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "overtime_work_rate_charges" (
	"company_id" bigint NOT NULL,
	"work_rate_id" bigint NOT NULL,
	"pay_breakdown_id" bigint NOT NULL,
	CONSTRAINT "overtime_work_rate_charges_company_id_work_rate_id_pay_breakdown_id_pk" PRIMARY KEY("company_id","work_rate_id","pay_breakdown_id")
);
--> statement-breakpoint
CREATE TABLE "overtime_work_rate_employees" (
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"work_rate_id" bigint NOT NULL,
	CONSTRAINT "overtime_work_rate_employees_company_id_employee_id_pk" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "overtime_work_rate_months" (
	"company_id" bigint NOT NULL,
	"work_rate_id" bigint NOT NULL,
	"month_id" smallint NOT NULL,
	"days" smallint NOT NULL,
	CONSTRAINT "overtime_work_rate_months_company_id_work_rate_id_month_id_pk" PRIMARY KEY("company_id","work_rate_id","month_id"),
	CONSTRAINT "overtime_work_rate_months_month_check" CHECK ("overtime_work_rate_months"."month_id" BETWEEN 1 AND 12),
	CONSTRAINT "overtime_work_rate_months_days_check" CHECK ("overtime_work_rate_months"."days" BETWEEN 1 AND 31)
);
--> statement-breakpoint
CREATE TABLE "overtime_work_rates" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "overtime_work_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_name" text NOT NULL,
	"use_custom_charge" boolean DEFAULT false NOT NULL,
	"custom_charge_kobo" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_work_rates_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "overtime_work_rates_charge_check" CHECK (NOT "overtime_work_rates"."use_custom_charge" OR ("overtime_work_rates"."custom_charge_kobo" IS NOT NULL AND "overtime_work_rates"."custom_charge_kobo" >= 0))
);
--> statement-breakpoint
CREATE TABLE "pay_breakdowns" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pay_breakdowns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"allowance_name" text NOT NULL,
	"percentage" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_breakdowns_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "overtime_records" ADD CONSTRAINT "overtime_records_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_rule_employees" ADD CONSTRAINT "overtime_rule_employees_company_id_overtime_rule_id_overtime_rules_company_id_id_fk" FOREIGN KEY ("company_id","overtime_rule_id") REFERENCES "public"."overtime_rules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_rule_employees" ADD CONSTRAINT "overtime_rule_employees_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD CONSTRAINT "overtime_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_work_rate_charges" ADD CONSTRAINT "overtime_work_rate_charges_company_id_work_rate_id_overtime_work_rates_company_id_id_fk" FOREIGN KEY ("company_id","work_rate_id") REFERENCES "public"."overtime_work_rates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_work_rate_charges" ADD CONSTRAINT "overtime_work_rate_charges_company_id_pay_breakdown_id_pay_breakdowns_company_id_id_fk" FOREIGN KEY ("company_id","pay_breakdown_id") REFERENCES "public"."pay_breakdowns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_work_rate_employees" ADD CONSTRAINT "overtime_work_rate_employees_company_id_work_rate_id_overtime_work_rates_company_id_id_fk" FOREIGN KEY ("company_id","work_rate_id") REFERENCES "public"."overtime_work_rates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_work_rate_employees" ADD CONSTRAINT "overtime_work_rate_employees_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_work_rate_months" ADD CONSTRAINT "overtime_work_rate_months_company_id_work_rate_id_overtime_work_rates_company_id_id_fk" FOREIGN KEY ("company_id","work_rate_id") REFERENCES "public"."overtime_work_rates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_work_rates" ADD CONSTRAINT "overtime_work_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_breakdowns" ADD CONSTRAINT "pay_breakdowns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_records_day_key" ON "overtime_records" USING btree ("company_id","employee_id","day");--> statement-breakpoint
CREATE INDEX "overtime_records_list_idx" ON "overtime_records" USING btree ("company_id","day","status");--> statement-breakpoint
CREATE INDEX "overtime_rule_employees_rule_idx" ON "overtime_rule_employees" USING btree ("company_id","overtime_rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_rules_name_key" ON "overtime_rules" USING btree ("company_id",lower(btrim("group_name")));--> statement-breakpoint
CREATE INDEX "overtime_work_rate_employees_rate_idx" ON "overtime_work_rate_employees" USING btree ("company_id","work_rate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_work_rates_name_key" ON "overtime_work_rates" USING btree ("company_id",lower(btrim("group_name")));--> statement-breakpoint
CREATE UNIQUE INDEX "pay_breakdowns_name_key" ON "pay_breakdowns" USING btree ("company_id",lower(btrim("allowance_name")));