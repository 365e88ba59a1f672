ALTER TABLE "attendance_days" DROP CONSTRAINT "attendance_days_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_days" DROP CONSTRAINT "attendance_days_company_id_employee_id_employees_company_id_id_fk";
