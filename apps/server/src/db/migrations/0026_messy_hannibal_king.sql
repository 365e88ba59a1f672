CREATE TABLE "payment_lines" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"schedule_id" bigint NOT NULL,
	"schedule_row_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"bank_id" bigint,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"live" boolean DEFAULT true NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payment_lines_amount_check" CHECK ("payment_lines"."amount_kobo" > 0),
	CONSTRAINT "payment_lines_status_check" CHECK ("payment_lines"."status" IN ('pending', 'processing', 'paid', 'failed')),
	CONSTRAINT "payment_lines_live_check" CHECK ("payment_lines"."live" OR "payment_lines"."status" = 'pending')
);
--> statement-breakpoint
CREATE TABLE "payment_schedules" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"upload_id" bigint NOT NULL,
	"batch_group_id" bigint,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"funds_short_kobo" bigint,
	"payout_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_schedules_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payment_schedules_status_check" CHECK ("payment_schedules"."status" IN ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "payment_uploads" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text DEFAULT 'salary' NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"payment_option_id" bigint,
	"payment_option_name" text NOT NULL,
	"payment_type" text NOT NULL,
	"bank_file_format" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_uploads_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payment_uploads_month_check" CHECK ("payment_uploads"."month" BETWEEN 1 AND 12),
	CONSTRAINT "payment_uploads_type_check" CHECK ("payment_uploads"."payment_type" IN ('bank_file', 'wallet'))
);
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_schedule_fk" FOREIGN KEY ("company_id","schedule_id") REFERENCES "public"."payment_schedules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_row_fk" FOREIGN KEY ("company_id","schedule_row_id") REFERENCES "public"."payroll_schedule_rows"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_upload_fk" FOREIGN KEY ("company_id","upload_id") REFERENCES "public"."payment_uploads"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_uploads" ADD CONSTRAINT "payment_uploads_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_lines_schedule_idx" ON "payment_lines" USING btree ("company_id","schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_lines_live_row_key" ON "payment_lines" USING btree ("company_id","schedule_row_id") WHERE "payment_lines"."live";--> statement-breakpoint
CREATE INDEX "payment_schedules_upload_idx" ON "payment_schedules" USING btree ("company_id","upload_id");--> statement-breakpoint
CREATE INDEX "payment_uploads_month_idx" ON "payment_uploads" USING btree ("company_id","year","month");