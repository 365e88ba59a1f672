CREATE TABLE "banks" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "branch_types" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "branch_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" bigint PRIMARY KEY NOT NULL,
	"state_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso2" text NOT NULL,
	"phone_code" text,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" bigint PRIMARY KEY NOT NULL,
	"country_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_categories" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "employee_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_designations" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "employee_designations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"designation_name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_designations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_grades" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "employee_grades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grade_name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_grades_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_types" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "employee_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type_name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_types_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "public_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"holiday_date" date NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "employee_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employee_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"title" text NOT NULL,
	"uploaded_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_documents_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"owner_user_id" bigint,
	"is_public" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "branch_type_id" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "mobile_number2" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "local_government" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "country_id" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "state_id" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "city_id" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employee_type_id" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employee_grade_id" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employee_category_id" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employee_designation_id" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_id" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_branch" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pension_fund_administrator" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "rsa_pin" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tax_location" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "show_in_organogram" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "login_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_categories" ADD CONSTRAINT "employee_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_designations" ADD CONSTRAINT "employee_designations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_grades" ADD CONSTRAINT "employee_grades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_types" ADD CONSTRAINT "employee_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_company_id_file_id_files_company_id_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_name_key" ON "states" USING btree ("country_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_categories_name_key" ON "employee_categories" USING btree ("company_id",lower("category_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employee_designations_name_key" ON "employee_designations" USING btree ("company_id",lower("designation_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employee_grades_name_key" ON "employee_grades" USING btree ("company_id",lower("grade_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employee_types_name_key" ON "employee_types" USING btree ("company_id",lower("type_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_date_key" ON "public_holidays" USING btree ("company_id","holiday_date");--> statement-breakpoint
CREATE INDEX "employee_documents_employee_idx" ON "employee_documents" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "files_token_idx" ON "files" USING btree ("token");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_branch_type_id_branch_types_id_fk" FOREIGN KEY ("branch_type_id") REFERENCES "public"."branch_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_employee_type_id_employee_types_company_id_id_fk" FOREIGN KEY ("company_id","employee_type_id") REFERENCES "public"."employee_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_employee_grade_id_employee_grades_company_id_id_fk" FOREIGN KEY ("company_id","employee_grade_id") REFERENCES "public"."employee_grades"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_employee_category_id_employee_categories_company_id_id_fk" FOREIGN KEY ("company_id","employee_category_id") REFERENCES "public"."employee_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_employee_designation_id_employee_designations_company_id_id_fk" FOREIGN KEY ("company_id","employee_designation_id") REFERENCES "public"."employee_designations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_key" ON "departments" USING btree ("company_id",coalesce("branch_id", 0),lower("department_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_key" ON "teams" USING btree ("company_id",lower("team_name"));--> statement-breakpoint
GRANT SELECT ON countries, states, cities, banks, branch_types TO clockroom_app;