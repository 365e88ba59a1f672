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
CREATE TABLE "wallet_ledger_entries" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"movement_id" bigint NOT NULL,
	"account" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_entries_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "wallet_ledger_entries_account_check" CHECK ("wallet_ledger_entries"."account" IN ('wallet', 'reserved', 'paid_out', 'funding'))
);
--> statement-breakpoint
CREATE TABLE "wallet_movements" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payin_id" bigint,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_movements_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "wallet_movements_kind_check" CHECK ("wallet_movements"."kind" IN ('payin', 'reserve', 'payout', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "wallet_payins" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_payins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_payins_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "wallet_payins_status_check" CHECK ("wallet_payins"."status" IN ('pending', 'settled', 'failed')),
	CONSTRAINT "wallet_payins_amount_check" CHECK ("wallet_payins"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_reconciliations" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"ledger_kobo" bigint NOT NULL,
	"provider_kobo" bigint NOT NULL,
	"difference_kobo" bigint NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_reconciliations_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"company_id" bigint NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"default_payment_option_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_settings_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_status_history" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_status_history_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"line_id" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"narration" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"provider_reference" text,
	"retry_of_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_transfers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "wallet_transfers_status_check" CHECK ("wallet_transfers"."status" IN ('pending', 'processing', 'paid', 'failed')),
	CONSTRAINT "wallet_transfers_amount_check" CHECK ("wallet_transfers"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_virtual_accounts" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_virtual_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_virtual_accounts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "wallet_webhook_events" (
	"company_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_webhook_events_company_id_provider_event_id_pk" PRIMARY KEY("company_id","provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_option_mandates" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_option_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_option_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"description" text,
	"uploaded_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_option_mandates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_options" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bank_file_format" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_options_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payment_options_type_check" CHECK ("payment_options"."type" IN ('bank_file', 'wallet')),
	CONSTRAINT "payment_options_format_check" CHECK (("payment_options"."type" = 'bank_file' AND "payment_options"."bank_file_format" IN ('generic_csv', 'bank_bulk_csv'))
        OR ("payment_options"."type" = 'wallet' AND "payment_options"."bank_file_format" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_schedule_fk" FOREIGN KEY ("company_id","schedule_id") REFERENCES "public"."payment_schedules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_row_fk" FOREIGN KEY ("company_id","schedule_row_id") REFERENCES "public"."payroll_schedule_rows"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_upload_fk" FOREIGN KEY ("company_id","upload_id") REFERENCES "public"."payment_uploads"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_uploads" ADD CONSTRAINT "payment_uploads_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger_entries" ADD CONSTRAINT "wallet_ledger_entries_movement_fk" FOREIGN KEY ("company_id","movement_id") REFERENCES "public"."wallet_movements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payins" ADD CONSTRAINT "wallet_payins_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_reconciliations" ADD CONSTRAINT "wallet_reconciliations_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD CONSTRAINT "wallet_settings_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_status_history" ADD CONSTRAINT "wallet_status_history_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_retry_fk" FOREIGN KEY ("company_id","retry_of_id") REFERENCES "public"."wallet_transfers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD CONSTRAINT "wallet_virtual_accounts_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_webhook_events" ADD CONSTRAINT "wallet_webhook_events_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_option_mandates" ADD CONSTRAINT "payment_option_mandates_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_option_mandates" ADD CONSTRAINT "payment_option_mandates_option_fk" FOREIGN KEY ("company_id","payment_option_id") REFERENCES "public"."payment_options"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_option_mandates" ADD CONSTRAINT "payment_option_mandates_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_lines_schedule_idx" ON "payment_lines" USING btree ("company_id","schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_lines_live_row_key" ON "payment_lines" USING btree ("company_id","schedule_row_id") WHERE "payment_lines"."live";--> statement-breakpoint
CREATE INDEX "payment_schedules_upload_idx" ON "payment_schedules" USING btree ("company_id","upload_id");--> statement-breakpoint
CREATE INDEX "payment_uploads_month_idx" ON "payment_uploads" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE INDEX "wallet_ledger_entries_account_idx" ON "wallet_ledger_entries" USING btree ("company_id","account","created_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_entries_movement_idx" ON "wallet_ledger_entries" USING btree ("company_id","movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_movements_payin_key" ON "wallet_movements" USING btree ("company_id","kind","payin_id") WHERE "wallet_movements"."payin_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_movements_transfer_key" ON "wallet_movements" USING btree ("company_id","kind","transfer_id") WHERE "wallet_movements"."transfer_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payins_reference_key" ON "wallet_payins" USING btree ("company_id","reference");--> statement-breakpoint
CREATE INDEX "wallet_payins_created_idx" ON "wallet_payins" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_status_history_subject_idx" ON "wallet_status_history" USING btree ("company_id","subject","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_reference_key" ON "wallet_transfers" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_live_line_key" ON "wallet_transfers" USING btree ("company_id","line_id") WHERE "wallet_transfers"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "wallet_transfers_status_idx" ON "wallet_transfers" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_virtual_accounts_provider_key" ON "wallet_virtual_accounts" USING btree ("company_id","provider");--> statement-breakpoint
CREATE INDEX "payment_option_mandates_option_idx" ON "payment_option_mandates" USING btree ("company_id","payment_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_options_name_key" ON "payment_options" USING btree ("company_id",lower("name"));