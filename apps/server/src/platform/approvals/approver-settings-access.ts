import type { ApproverSettingsModule, PermissionSlug } from '@clockroom/contracts';

/** Who may read a module's approver groups, who keeps them, and the OpenAPI tag of their calls. */
export interface ApproverSettingsAccess {
  /** Who may read the groups. */
  view: PermissionSlug;
  /** Who may create, edit, delete and assign them. */
  manage: PermissionSlug;
  tag: string;
}

/**
 * Each module's approver groups (ADR 22) are kept by whoever keeps that module's settings: the access
 * of every module of APPROVER_SETTINGS_APIS in one place, as contracts keeps their base paths, so a
 * module's wiring names only its module (approvalWiring, approverSettingsRoutes).
 */
export const APPROVER_SETTINGS_ACCESS: Record<ApproverSettingsModule, ApproverSettingsAccess> = {
  // Payroll: salary payments, loans, benefits and deductions, and allowance claims (ADR 45).
  'salary-payment': { view: 'view payment wallet', manage: 'manage payments', tag: 'payroll' },
  loan: { view: 'view loans', manage: 'manage loan settings', tag: 'payroll' },
  'benefit-deduction': { view: 'view benefit deductions', manage: 'edit benefit deduction', tag: 'payroll' },
  'allowance-claim': { view: 'view salary management', manage: 'manage salary settings', tag: 'payroll' },
  'mobile-clock': { view: 'view mobile clocks', manage: 'manage mobile clock settings', tag: 'attendance' },
  // Spec 3 §7: /attendance/overtime/settings/approvals, with {id}/assign-employees and {id}/assignables.
  overtime: { view: 'view overtimes', manage: 'manage overtime settings', tag: 'attendance' },
  appraisal: { view: 'view appraisals', manage: 'manage appraisal settings', tag: 'hrm' },
  task: { view: 'view projects', manage: 'manage task settings', tag: 'performance' },
  // Kept by whoever keeps the training settings (ADR 62).
  'improvement-plan': { view: 'view trainings', manage: 'manage training settings', tag: 'performance' },
  // Kept by whoever keeps the recruitment settings (ADR 66).
  'job-request': {
    view: 'view talent requisitions',
    manage: 'manage recruitment settings',
    tag: 'recruitment',
  },
};
