export * from './platform/constants.ts';
export * from './platform/messages.ts';
export * from './platform/envelope.ts';
export * from './platform/format.ts';
export * from './platform/input-filters.ts';
export * from './permissions/catalogue.ts';
export * from './permissions/helpers.ts';
export * from './auth/messages.ts';
export * from './auth/schemas.ts';
export * from './auth/company-slug.ts';
export * from './auth/session-user.ts';
export * from './organization/employees.ts';
export {
  deletedCountSchema,
  personRefSchema,
  type DeletedCount,
  type PersonRef,
} from './organization/fields.ts';
export * from './organization/branches.ts';
export * from './organization/branches-messages.ts';
export * from './organization/departments.ts';
export * from './organization/departments-messages.ts';
export * from './organization/teams.ts';
export * from './organization/teams-messages.ts';
export * from './organization/employee-settings.ts';
export * from './lookups.ts';
export * from './organization/reports.ts';
export * from './organization/dashboard.ts';
export * from './organization/system-settings.ts';
export * from './organization/system-settings-messages.ts';
export * from './organization/employee-form.ts';
export * from './organization/employee-form-options.ts';
export * from './organization/employee-record.ts';
export * from './organization/invites.ts';
export * from './organization/invite-messages.ts';
export * from './organization/onboarding.ts';
export * from './organization/import.ts';
export * from './platform/support.ts';
export * from './platform/support-messages.ts';
export * from './platform/notifications.ts';
export * from './platform/notifications-messages.ts';
export * from './billing/plans.ts';
export * from './billing/card.ts';
export * from './billing/messages.ts';
export * from './billing/schemas.ts';
export * from './platform/jobs.ts';
export * from './home.ts';
export * from './platform/approver-groups.ts';
export * from './hrm/category-approvers.ts';
export * from './hrm/leave-approvers.ts';
export * from './hrm/exemption-approvers.ts';
export * from './hrm/leave-types.ts';
export * from './hrm/leaves.ts';
export * from './hrm/exemptions-messages.ts';
export * from './hrm/exemptions.ts';
export * from './hrm/hrm-reports.ts';
export * from './hrm/hrm-dashboard.ts';
export * from './platform/dates.ts';
