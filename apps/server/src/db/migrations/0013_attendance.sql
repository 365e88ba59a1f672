CREATE TABLE "attendance_coverage" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_coverage_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_days" (
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"day" date NOT NULL,
	"work_shift_id" bigint,
	"shift_name" text,
	"shift_range" text,
	"expected_start" timestamp with time zone,
	"expected_end" timestamp with time zone,
	"window_end" timestamp with time zone,
	"expected_minutes" integer DEFAULT 0 NOT NULL,
	"clock_in" timestamp with time zone,
	"clock_out" timestamp with time zone,
	"punch_count" integer DEFAULT 0 NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"is_late" boolean DEFAULT false NOT NULL,
	"gained_minutes" integer DEFAULT 0 NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"is_work_day" boolean DEFAULT false NOT NULL,
	"is_off_day" boolean DEFAULT false NOT NULL,
	"is_absent" boolean DEFAULT false NOT NULL,
	"is_weekend" boolean DEFAULT false NOT NULL,
	"holiday_name" text,
	"leave_request_id" bigint,
	"exemption_id" bigint,
	"exemption_reason" text,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_days_company_id_employee_id_day_pk" PRIMARY KEY("company_id","employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_dirty" (
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "attendance_dirty_company_id_employee_id_day_pk" PRIMARY KEY("company_id","employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "device_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" bigint NOT NULL,
	"transaction_id" bigint,
	"command" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"return_code" integer,
	"result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "device_commands_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "device_commands_status_check" CHECK ("device_commands"."status" IN ('queued', 'sent', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "device_inbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial_number" text NOT NULL,
	"pin" text NOT NULL,
	"local_time" timestamp NOT NULL,
	"status" integer NOT NULL,
	"verify" integer,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_registry" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"owner_company_id" bigint,
	"device_id" bigint,
	"first_seen_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_transactions" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "device_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_transactions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "device_users" (
	"company_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"pin" text NOT NULL,
	"name" text,
	"privilege" integer,
	"card" text,
	"user_line" text,
	"templates" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_users_company_id_device_id_pin_pk" PRIMARY KEY("company_id","device_id","pin")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"branch_id" bigint,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"device_type" text NOT NULL,
	"firmware" text,
	"user_count" integer DEFAULT 0 NOT NULL,
	"last_contact_at" timestamp with time zone,
	"options" text,
	"attlog_stamp" text,
	"operlog_stamp" text,
	"clock_offset_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "mobile_clock_location_employees" (
	"company_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	CONSTRAINT "mobile_clock_location_employees_company_id_location_id_employee_id_pk" PRIMARY KEY("company_id","location_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "mobile_clock_locations" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mobile_clock_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius" integer NOT NULL,
	"branch_id" bigint,
	"all_employees" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_clock_locations_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "mobile_clock_locations_lat_check" CHECK ("mobile_clock_locations"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "mobile_clock_locations_lng_check" CHECK ("mobile_clock_locations"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "mobile_clock_locations_radius_check" CHECK ("mobile_clock_locations"."radius" BETWEEN 1 AND 100000)
);
--> statement-breakpoint
CREATE TABLE "mobile_clocks" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mobile_clocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"clock_type" text NOT NULL,
	"clocked_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"clock_address" text NOT NULL,
	"location_id" bigint,
	"distance" integer,
	"status" text NOT NULL,
	"punch_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_clocks_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "mobile_clocks_type_check" CHECK ("mobile_clocks"."clock_type" IN ('clock_in', 'clock_out')),
	CONSTRAINT "mobile_clocks_status_check" CHECK ("mobile_clocks"."status" IN ('pending', 'processing', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "punches" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "punches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint,
	"pin" text NOT NULL,
	"device_id" bigint,
	"source" text NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"local_time" timestamp NOT NULL,
	"status" integer DEFAULT 255 NOT NULL,
	"verify" integer,
	"raw" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punches_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "punches_source_check" CHECK ("punches"."source" IN ('device', 'mobile'))
);
--> statement-breakpoint
CREATE TABLE "roster_entries" (
	"company_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"day" date NOT NULL,
	"work_shift_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_entries_company_id_employee_id_day_pk" PRIMARY KEY("company_id","employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "shift_assignments" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shift_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"work_shift_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_assignments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shift_assignments_range_check" CHECK ("shift_assignments"."end_date" IS NULL OR "shift_assignments"."end_date" >= "shift_assignments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "shift_types" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shift_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "work_shifts" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"shift_type_id" bigint,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"grace_minutes" integer DEFAULT 0 NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"work_days" integer[] DEFAULT '{1,2,3,4,5}'::integer[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_shifts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "work_shifts_status_check" CHECK ("work_shifts"."status" IN ('active', 'inactive')),
	CONSTRAINT "work_shifts_grace_check" CHECK ("work_shifts"."grace_minutes" BETWEEN 0 AND 1440),
	CONSTRAINT "work_shifts_break_check" CHECK ("work_shifts"."break_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "attendance_coverage" ADD CONSTRAINT "attendance_coverage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_dirty" ADD CONSTRAINT "attendance_dirty_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_company_id_device_id_devices_company_id_id_fk" FOREIGN KEY ("company_id","device_id") REFERENCES "public"."devices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_company_id_transaction_id_device_transactions_company_id_id_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."device_transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_transactions" ADD CONSTRAINT "device_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_users" ADD CONSTRAINT "device_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_users" ADD CONSTRAINT "device_users_company_id_device_id_devices_company_id_id_fk" FOREIGN KEY ("company_id","device_id") REFERENCES "public"."devices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_clock_location_employees" ADD CONSTRAINT "mobile_clock_location_employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_clock_location_employees" ADD CONSTRAINT "mobile_clock_location_employees_company_id_location_id_mobile_clock_locations_company_id_id_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."mobile_clock_locations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_clock_location_employees" ADD CONSTRAINT "mobile_clock_location_employees_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_clock_locations" ADD CONSTRAINT "mobile_clock_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_clock_locations" ADD CONSTRAINT "mobile_clock_locations_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_clocks" ADD CONSTRAINT "mobile_clocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_clocks" ADD CONSTRAINT "mobile_clocks_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_company_id_device_id_devices_company_id_id_fk" FOREIGN KEY ("company_id","device_id") REFERENCES "public"."devices"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_company_id_work_shift_id_work_shifts_company_id_id_fk" FOREIGN KEY ("company_id","work_shift_id") REFERENCES "public"."work_shifts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_assignments" ADD CONSTRAINT "shift_assignments_company_id_work_shift_id_work_shifts_company_id_id_fk" FOREIGN KEY ("company_id","work_shift_id") REFERENCES "public"."work_shifts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_types" ADD CONSTRAINT "shift_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_company_id_shift_type_id_shift_types_company_id_id_fk" FOREIGN KEY ("company_id","shift_type_id") REFERENCES "public"."shift_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_days_day_idx" ON "attendance_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "device_commands_queue_idx" ON "device_commands" USING btree ("company_id","device_id","status","id");--> statement-breakpoint
CREATE INDEX "device_commands_transaction_idx" ON "device_commands" USING btree ("company_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_inbox_punch_key" ON "device_inbox" USING btree ("serial_number","pin","local_time");--> statement-breakpoint
CREATE INDEX "device_transactions_recent_idx" ON "device_transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_key" ON "devices" USING btree ("company_id","serial_number");--> statement-breakpoint
CREATE INDEX "mobile_clock_location_employees_employee_idx" ON "mobile_clock_location_employees" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_clock_locations_name_key" ON "mobile_clock_locations" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "mobile_clocks_employee_idx" ON "mobile_clocks" USING btree ("company_id","employee_id","clocked_at");--> statement-breakpoint
CREATE INDEX "mobile_clocks_status_idx" ON "mobile_clocks" USING btree ("company_id","status","clocked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "punches_device_key" ON "punches" USING btree ("company_id","device_id","pin","local_time");--> statement-breakpoint
CREATE INDEX "punches_employee_time_idx" ON "punches" USING btree ("company_id","employee_id","punched_at");--> statement-breakpoint
CREATE INDEX "punches_time_idx" ON "punches" USING btree ("company_id","punched_at");--> statement-breakpoint
CREATE INDEX "punches_unattributed_idx" ON "punches" USING btree ("company_id","pin") WHERE "punches"."employee_id" IS NULL;--> statement-breakpoint
CREATE INDEX "roster_entries_day_idx" ON "roster_entries" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "shift_assignments_employee_idx" ON "shift_assignments" USING btree ("company_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "shift_assignments_shift_idx" ON "shift_assignments" USING btree ("company_id","work_shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_types_name_key" ON "shift_types" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "work_shifts_name_key" ON "work_shifts" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
-- The device registry and inbox are global (a device names itself before anyone says whose it is):
-- the app role reads and writes them; only the attendance module's device code touches them.
GRANT SELECT, INSERT, UPDATE, DELETE ON "device_registry", "device_inbox" TO clockroom_app;
--> statement-breakpoint
-- A punch whose PIN no employee had is attributed as soon as an employee gets that PIN, whichever
-- path sets it (the form, an import, an invite), and the days it touches are queued for the engine.
CREATE OR REPLACE FUNCTION clockroom_attribute_punches() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  -- Copied out of NEW: inside RETURNING, newer PostgreSQL reads NEW as the returned row's alias.
  v_company bigint := NEW.company_id;
  v_employee bigint := NEW.id;
  v_pin text := NEW.pin;
BEGIN
  IF v_pin IS NOT NULL AND (TG_OP = 'INSERT' OR v_pin IS DISTINCT FROM OLD.pin) THEN
    WITH claimed AS (
      UPDATE punches p SET employee_id = v_employee
      WHERE p.company_id = v_company AND p.employee_id IS NULL AND p.pin = v_pin
      RETURNING (p.punched_at AT TIME ZONE (SELECT c.timezone FROM companies c WHERE c.id = v_company))::date AS day
    )
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT DISTINCT v_company, v_employee, v.d
    FROM claimed CROSS JOIN LATERAL (VALUES (claimed.day), (claimed.day - 1)) AS v(d)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER employees_attribute_punches AFTER INSERT OR UPDATE OF pin ON employees
FOR EACH ROW EXECUTE FUNCTION clockroom_attribute_punches();
