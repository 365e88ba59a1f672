export * from './platform/constants.ts';
export * from './platform/messages.ts';
export * from './platform/message-codes.ts';
export * from './platform/http-messages.ts';
export * from './message-catalogue.ts';
export * from './platform/envelope.ts';
export * from './platform/endpoint.ts';
export * from './platform/people-search.ts';
export * from './platform/params.ts';
export * from './platform/format.ts';
export * from './platform/report.ts';
export * from './platform/language.ts';
export * from './platform/input-filters.ts';
export * from './permissions/catalogue.ts';
export * from './permissions/helpers.ts';
export * from './auth/messages.ts';
export * from './auth/schemas.ts';
export * from './auth/company-slug.ts';
export * from './auth/session-user.ts';
export * from './auth/user.endpoints.ts';
export * from './auth/session.endpoints.ts';
export * from './auth/signup.endpoints.ts';
export * from './auth/password.endpoints.ts';
export * from './organization/employees.ts';
export * from './organization/employees.endpoints.ts';
export * from './organization/employee-search.endpoints.ts';
export {
  deletedCountSchema,
  personRefSchema,
  type DeletedCount,
  type PersonRef,
} from './platform/fields.ts';
export * from './organization/branches.ts';
export * from './organization/branches-messages.ts';
export * from './organization/branches.endpoints.ts';
export * from './organization/departments.ts';
export * from './organization/departments-messages.ts';
export * from './organization/departments.endpoints.ts';
export * from './organization/teams.ts';
export * from './organization/teams-messages.ts';
export * from './organization/teams.endpoints.ts';
export * from './organization/employee-settings.ts';
export * from './organization/employee-settings.endpoints.ts';
export * from './lookups.ts';
export * from './lookups.endpoints.ts';
export * from './organization/reports.ts';
export * from './organization/reports-words.ts';
export * from './organization/reports.endpoints.ts';
export * from './organization/dashboard.ts';
export * from './organization/dashboard.endpoints.ts';
export * from './organization/system-settings.ts';
export * from './organization/system-settings-messages.ts';
export * from './organization/system-settings.endpoints.ts';
export * from './organization/employee-form.ts';
export * from './organization/employee-form-options.ts';
export * from './organization/employee-record.ts';
export * from './organization/invites.ts';
export * from './organization/invite-messages.ts';
export * from './organization/invites.endpoints.ts';
export * from './organization/onboarding.ts';
export * from './organization/onboarding.endpoints.ts';
export * from './organization/import.ts';
export * from './organization/import.endpoints.ts';
export * from './platform/support.ts';
export * from './platform/support-messages.ts';
export * from './platform/support.endpoints.ts';
export * from './platform/notifications.ts';
export * from './platform/notifications.endpoints.ts';
export * from './platform/notifications-messages.ts';
export * from './platform/download-messages.ts';
export * from './platform/notification-kinds.ts';
export * from './platform/text-ref.ts';
export * from './platform/mail-messages.ts';
export * from './platform/rendered-texts.ts';
export * from './platform/rendered-texts-fr.ts';
export * from './billing/plans.ts';
export * from './billing/card.ts';
export * from './billing/messages.ts';
export * from './billing/schemas.ts';
export * from './billing/billing.endpoints.ts';
export * from './platform/jobs.ts';
export * from './platform/jobs.endpoints.ts';
export * from './home.ts';
export * from './home.endpoints.ts';
export * from './platform/approver-groups.ts';
export * from './platform/approver-groups.endpoints.ts';
export * from './platform/approval-decisions.ts';
export * from './hrm/category-approvers.ts';
export * from './hrm/leave-approvers.ts';
export * from './hrm/exemption-approvers.ts';
export * from './hrm/category-approvers.endpoints.ts';
export * from './hrm/leave-types.ts';
export * from './hrm/leave-types.endpoints.ts';
export * from './hrm/leaves.ts';
export * from './hrm/leaves.endpoints.ts';
export * from './hrm/exemptions-messages.ts';
export * from './hrm/exemptions.ts';
export * from './hrm/exemptions.endpoints.ts';
export * from './hrm/hrm-reports.ts';
export * from './hrm/hrm-reports-words.ts';
export * from './hrm/hrm-reports.endpoints.ts';
export * from './hrm/hrm-dashboard.ts';
export * from './hrm/hrm-dashboard.endpoints.ts';
export * from './platform/dates.ts';
export * from './attendance/mobile-clocks-messages.ts';
export * from './attendance/mobile-clocks.ts';
export * from './attendance/mobile-clocks.endpoints.ts';
export * from './attendance/mobile-clock-locations.endpoints.ts';
export * from './attendance/day-plan.ts';
export * from './attendance/shifts.ts';
export * from './attendance/shifts.endpoints.ts';
export * from './attendance/roster.ts';
export * from './attendance/roster.endpoints.ts';
export * from './attendance/devices.ts';
export * from './attendance/devices.endpoints.ts';
export * from './attendance/attendance-settings.endpoints.ts';
export * from './attendance/attendance-reports.ts';
export * from './attendance/attendance-reports-words.ts';
export * from './attendance/attendance-reports.endpoints.ts';
export * from './attendance/attendance-dashboard.ts';
export * from './attendance/attendance-dashboard.endpoints.ts';
export * from './attendance/overtimes-messages.ts';
export * from './attendance/overtimes.ts';
export * from './attendance/overtimes.endpoints.ts';
export * from './attendance/overtime-settings-messages.ts';
export {
  MAX_MONTHLY_SALARY_NAIRA,
  MONTH_MAX_DAYS,
  hundredthsText,
  monthMaxDays,
  parseHundredths,
  parseNaira,
  salaryNaira,
  toFlag,
  type NairaParse,
} from './attendance/overtime-settings-values.ts';
export * from './attendance/overtime-settings.ts';
export * from './attendance/overtime-settings-assignment.ts';
export * from './attendance/overtime-settings.endpoints.ts';
export * from './payroll/breakdowns/index.ts';
export * from './payroll/statutory/index.ts';
export * from './payroll/packages/index.ts';
export * from './payroll/schedule/index.ts';
export * from './payroll/allowances/index.ts';
export * from './payroll/payslips/index.ts';
export * from './payroll/reports/index.ts';
export * from './payroll/admin/index.ts';
export * from './payroll/money.ts';
