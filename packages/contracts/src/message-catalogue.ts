import { defineMessageCatalogue } from './platform/message-codes.ts';
import { MESSAGES } from './platform/messages.ts';
import { HTTP_MESSAGES, SCHEMA_INLINE_MESSAGES, VALIDATION_MESSAGES } from './platform/http-messages.ts';
import { NOTIFICATION_MESSAGES } from './platform/notifications-messages.ts';
import { SUPPORT_MESSAGES } from './platform/support-messages.ts';
import { DOWNLOAD_MESSAGES } from './platform/download-messages.ts';
import { APPROVER_GROUP_MESSAGES } from './platform/approver-groups.ts';
import { AUTH_MESSAGES } from './auth/messages.ts';
import { BILLING_MESSAGES } from './billing/messages.ts';
import { LOOKUP_MESSAGES } from './lookups.ts';
import { EMPLOYEE_MESSAGES } from './organization/employees.ts';
import { BRANCH_MESSAGES } from './organization/branches-messages.ts';
import { DEPARTMENT_MESSAGES } from './organization/departments-messages.ts';
import { TEAM_MESSAGES } from './organization/teams-messages.ts';
import { ORG_REPORT_MESSAGES } from './organization/reports.ts';
import { DASHBOARD_MESSAGES } from './organization/dashboard.ts';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  HOLIDAY_MESSAGES,
  ROLE_MESSAGES,
} from './organization/system-settings-messages.ts';
import { EMPLOYEE_FORM_MESSAGES } from './organization/employee-form-options.ts';
import { EMPLOYEE_RECORD_MESSAGES } from './organization/employee-record.ts';
import { employeeSettingMessageTable } from './organization/employee-settings.ts';
import { INVITE_MESSAGES } from './organization/invite-messages.ts';
import { ONBOARDING_MESSAGES } from './organization/onboarding.ts';
import { IMPORT_LOOKUP_MESSAGES, IMPORT_MESSAGES } from './organization/import.ts';
import { CATEGORY_APPROVER_RULE_MESSAGES } from './hrm/category-approvers.ts';
import { LEAVE_APPROVER_MESSAGES } from './hrm/leave-approvers.ts';
import { EXEMPTION_APPROVER_MESSAGES } from './hrm/exemption-approvers.ts';
import { LEAVE_TYPE_MESSAGES } from './hrm/leave-types-messages.ts';
import { LEAVE_MESSAGES } from './hrm/leaves.ts';
import { EXEMPTION_MESSAGES } from './hrm/exemptions-messages.ts';
import { EXEMPTION_DECISION_MESSAGES } from './hrm/exemptions-messages.ts';
import { HRM_REPORT_MESSAGES } from './hrm/hrm-reports.ts';
import { HRM_DASHBOARD_MESSAGES } from './hrm/hrm-dashboard.ts';
import { MOBILE_CLOCK_MESSAGES } from './attendance/mobile-clocks-messages.ts';
import { MOBILE_CLOCK_DECISION_MESSAGES } from './attendance/mobile-clocks-messages.ts';
import { SHIFT_MESSAGES } from './attendance/shifts-messages.ts';
import { DEVICE_MESSAGES } from './attendance/devices-messages.ts';
import { ATTENDANCE_REPORT_MESSAGES, reportTypeNotSupported } from './attendance/attendance-reports.ts';
import { ATTENDANCE_DASHBOARD_MESSAGES } from './attendance/attendance-dashboard.ts';
import { OVERTIME_DECISION_MESSAGES, OVERTIME_MESSAGES } from './attendance/overtimes-messages.ts';
import { OVERTIME_SETTINGS_MESSAGES } from './attendance/overtime-settings-messages.ts';
import { EMPLOYEE_PAYROLL_MESSAGES } from './organization/employee-payroll.ts';
import { PAYROLL_BREAKDOWNS_MESSAGE_TABLES } from './payroll/breakdowns/index.ts';
import { PAYROLL_STATUTORY_MESSAGE_TABLES } from './payroll/statutory/index.ts';
import { PAYROLL_PACKAGES_MESSAGE_TABLES } from './payroll/packages/index.ts';
import { PAYROLL_SCHEDULE_MESSAGE_TABLES } from './payroll/schedule/index.ts';
import { PAYROLL_ALLOWANCES_MESSAGE_TABLES } from './payroll/allowances/index.ts';
import { PAYROLL_PAYSLIPS_MESSAGE_TABLES } from './payroll/payslips/index.ts';
import { PAYROLL_REPORTS_MESSAGE_TABLES } from './payroll/reports/index.ts';
import { PAYROLL_ADMIN_MESSAGE_TABLES } from './payroll/admin/index.ts';
import { LOAN_REQUEST_MESSAGE_TABLES } from './payroll/loans/requests/index.ts';
import { CANTEEN_MESSAGE_TABLES } from './canteen/index.ts';
import { PAYROLL_LOAN_REPAYMENT_MESSAGE_TABLES } from './payroll/loans/repayments/index.ts';
import { PAYROLL_BENEFITS_MESSAGE_TABLES } from './payroll/benefits/index.ts';
import { PAYROLL_LOAN_SETTINGS_MESSAGE_TABLES } from './payroll/loans/settings/index.ts';
import { PAYMENT_OPTIONS_MESSAGE_TABLES } from './payroll/payments/options/index.ts';
import { SURVEY_MESSAGE_TABLES } from './performance/surveys/index.ts';
import { PAYMENT_UPLOAD_MESSAGE_TABLES } from './payroll/payments/uploads/index.ts';
import { PAYMENT_PROVIDER_MESSAGE_TABLES } from './payroll/payments/provider/index.ts';
import { PAYMENT_WALLET_MESSAGE_TABLES } from './payroll/payments/wallet/index.ts';
import { PROJECT_MESSAGE_TABLES } from './performance/projects/index.ts';
import { TRAINING_MESSAGE_TABLES } from './performance/trainings/index.ts';
import { IMPROVEMENT_PLAN_MESSAGE_TABLES } from './performance/improvement-plans/index.ts';
import { RECRUITMENT_MESSAGE_TABLES } from './recruitment/index.ts';
import { RECRUITMENT_CANDIDATE_MESSAGE_TABLES } from './recruitment/applications-tables.ts';
import { APPRAISAL_MESSAGE_TABLES } from './performance/appraisals/index.ts';
import { PERFORMANCE_DASHBOARD_MESSAGE_TABLES } from './performance/dashboard/index.ts';
import { REPORT_KIT_WORDS } from './platform/report.ts';
import { ORG_REPORT_WORDS } from './organization/reports-words.ts';
import { HRM_REPORT_WORDS } from './hrm/hrm-reports-words.ts';
import { ATTENDANCE_REPORT_WORDS, ROSTER_REPORT_WORDS } from './attendance/attendance-reports-words.ts';

/**
 * Every message table, once, under the namespace its codes start with (`leave_types.nameRequired`).
 * A new module's table is one line here; a unit test fails while a table exported from contracts is
 * missing. Codes are part of the API: never rename a namespace or a key that has shipped. Order
 * matters only for a text two tables share, which answers with the first one's code.
 */
export const messageCatalogue = /* @__PURE__ */ defineMessageCatalogue(
  {
    platform: MESSAGES,
    http: HTTP_MESSAGES,
    schema: SCHEMA_INLINE_MESSAGES,
    validation: VALIDATION_MESSAGES,
    auth: AUTH_MESSAGES,
    billing: BILLING_MESSAGES,
    support: SUPPORT_MESSAGES,
    notifications: NOTIFICATION_MESSAGES,
    downloads: DOWNLOAD_MESSAGES,
    lookups: LOOKUP_MESSAGES,
    approver_groups: APPROVER_GROUP_MESSAGES,
    employees: EMPLOYEE_MESSAGES,
    employee_form: EMPLOYEE_FORM_MESSAGES,
    employee_records: EMPLOYEE_RECORD_MESSAGES,
    employee_payroll: EMPLOYEE_PAYROLL_MESSAGES,
    // The four employee settings lists word their messages with their own name.
    employee_types: employeeSettingMessageTable('types'),
    employee_grades: employeeSettingMessageTable('grades'),
    employee_categories: employeeSettingMessageTable('categories'),
    employee_designations: employeeSettingMessageTable('designations'),
    employee_import: IMPORT_MESSAGES,
    employee_import_lookups: IMPORT_LOOKUP_MESSAGES,
    invites: INVITE_MESSAGES,
    onboarding: ONBOARDING_MESSAGES,
    branches: BRANCH_MESSAGES,
    departments: DEPARTMENT_MESSAGES,
    teams: TEAM_MESSAGES,
    org_reports: ORG_REPORT_MESSAGES,
    dashboard: DASHBOARD_MESSAGES,
    account_settings: ACCOUNT_SETTINGS_MESSAGES,
    holidays: HOLIDAY_MESSAGES,
    roles: ROLE_MESSAGES,
    category_approvers: CATEGORY_APPROVER_RULE_MESSAGES,
    leave_approvers: LEAVE_APPROVER_MESSAGES,
    exemption_approvers: EXEMPTION_APPROVER_MESSAGES,
    leave_types: LEAVE_TYPE_MESSAGES,
    leaves: LEAVE_MESSAGES,
    exemptions: EXEMPTION_MESSAGES,
    exemption_decisions: EXEMPTION_DECISION_MESSAGES,
    hrm_reports: HRM_REPORT_MESSAGES,
    hrm_dashboard: HRM_DASHBOARD_MESSAGES,
    mobile_clocks: MOBILE_CLOCK_MESSAGES,
    mobile_clock_decisions: MOBILE_CLOCK_DECISION_MESSAGES,
    shifts: SHIFT_MESSAGES,
    devices: DEVICE_MESSAGES,
    attendance_reports: ATTENDANCE_REPORT_MESSAGES,
    attendance_report_types: { notSupported: reportTypeNotSupported },
    attendance_dashboard: ATTENDANCE_DASHBOARD_MESSAGES,
    overtimes: OVERTIME_MESSAGES,
    overtime_decisions: OVERTIME_DECISION_MESSAGES,
    overtime_settings: OVERTIME_SETTINGS_MESSAGES,
    // Payroll's areas (issue 19) each keep their tables in their own index.
    ...PAYROLL_BREAKDOWNS_MESSAGE_TABLES,
    ...PAYROLL_STATUTORY_MESSAGE_TABLES,
    ...PAYROLL_PACKAGES_MESSAGE_TABLES,
    ...PAYROLL_SCHEDULE_MESSAGE_TABLES,
    ...PAYROLL_ALLOWANCES_MESSAGE_TABLES,
    ...PAYROLL_PAYSLIPS_MESSAGE_TABLES,
    ...PAYROLL_REPORTS_MESSAGE_TABLES,
    ...PAYROLL_ADMIN_MESSAGE_TABLES,
    ...LOAN_REQUEST_MESSAGE_TABLES,
    ...CANTEEN_MESSAGE_TABLES,
    ...PAYROLL_LOAN_REPAYMENT_MESSAGE_TABLES,
    ...PAYROLL_BENEFITS_MESSAGE_TABLES,
    ...PAYROLL_LOAN_SETTINGS_MESSAGE_TABLES,
    ...PAYMENT_OPTIONS_MESSAGE_TABLES,
    ...PAYMENT_UPLOAD_MESSAGE_TABLES,
    ...PAYMENT_PROVIDER_MESSAGE_TABLES,
    ...PAYMENT_WALLET_MESSAGE_TABLES,
    ...SURVEY_MESSAGE_TABLES,
    ...PROJECT_MESSAGE_TABLES,
    ...TRAINING_MESSAGE_TABLES,
    ...IMPROVEMENT_PLAN_MESSAGE_TABLES,
    ...RECRUITMENT_MESSAGE_TABLES,
    ...RECRUITMENT_CANDIDATE_MESSAGE_TABLES,
    ...APPRAISAL_MESSAGE_TABLES,
    ...PERFORMANCE_DASHBOARD_MESSAGE_TABLES,
    // Reports' titles and headings (ADR 34): their French is in contracts too, for the files.
    report_kit: REPORT_KIT_WORDS.en,
    org_report_words: ORG_REPORT_WORDS.en,
    hrm_report_words: HRM_REPORT_WORDS.en,
    attendance_report_words: ATTENDANCE_REPORT_WORDS.en,
    roster_report_words: ROSTER_REPORT_WORDS.en,
  },
  // The functions take seconds but show minutes.
  { 'auth.tooManyAttempts': ['minutes'], 'billing.tooManyPaymentAttempts': ['minutes'] },
);
