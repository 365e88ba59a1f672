CREATE TABLE "approval_history" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "approval_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"levels" integer[] NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "approval_history_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "approval_request_levels" (
	"company_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"approver_id" bigint NOT NULL,
	"alt_approver_id" bigint,
	"outcome" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "approval_request_levels_company_id_request_id_level_pk" PRIMARY KEY("company_id","request_id","level"),
	CONSTRAINT "approval_request_levels_outcome_check" CHECK ("approval_request_levels"."outcome" IN ('approved', 'rejected', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "approval_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"module" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"requester_id" bigint NOT NULL,
	"group_id" bigint,
	"approval_type" text NOT NULL,
	"status" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "approval_requests_type_check" CHECK ("approval_requests"."approval_type" IN ('Concurrent', 'Sequential'))
);
--> statement-breakpoint
CREATE TABLE "approver_group_levels" (
	"company_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"approver_id" bigint NOT NULL,
	"alt_approver_id" bigint,
	CONSTRAINT "approver_group_levels_company_id_group_id_level_pk" PRIMARY KEY("company_id","group_id","level"),
	CONSTRAINT "approver_group_levels_level_check" CHECK ("approver_group_levels"."level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "approver_groups" (
	"company_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "approver_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"module" text NOT NULL,
	"description" text NOT NULL,
	"basis" text NOT NULL,
	"member_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"branch_id" bigint,
	"approval_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approver_groups_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "approver_groups_basis_check" CHECK ("approver_groups"."basis" IN ('employees', 'station_grade', 'department', 'branch')),
	CONSTRAINT "approver_groups_type_check" CHECK ("approver_groups"."approval_type" IN ('Concurrent', 'Sequential'))
);
--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_company_id_request_id_approval_requests_company_id_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."approval_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_levels" ADD CONSTRAINT "approval_request_levels_company_id_request_id_approval_requests_company_id_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."approval_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_requester_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","requester_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approver_group_levels" ADD CONSTRAINT "approver_group_levels_company_id_group_id_approver_groups_company_id_id_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."approver_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approver_group_levels" ADD CONSTRAINT "approver_group_levels_company_id_approver_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","approver_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approver_group_levels" ADD CONSTRAINT "approver_group_levels_company_id_alt_approver_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","alt_approver_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approver_groups" ADD CONSTRAINT "approver_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_history_request_idx" ON "approval_history" USING btree ("company_id","request_id","at");--> statement-breakpoint
CREATE INDEX "approval_request_levels_approver_idx" ON "approval_request_levels" USING btree ("company_id","approver_id") WHERE outcome IS NULL;--> statement-breakpoint
CREATE INDEX "approval_request_levels_alt_idx" ON "approval_request_levels" USING btree ("company_id","alt_approver_id") WHERE outcome IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_subject_key" ON "approval_requests" USING btree ("company_id","module","subject_id");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("company_id","module","status");--> statement-breakpoint
CREATE INDEX "approver_groups_module_idx" ON "approver_groups" USING btree ("company_id","module");