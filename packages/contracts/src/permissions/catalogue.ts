/**
 * The permission catalogue. Spec 1 §6: a menu entry is kept only when the user holds a permission
 * whose slug equals the entry's name, so every menu entry below is named by its view permission.
 * Action permissions (create, edit, delete, approve) guard the API and the buttons.
 */
export const PACKAGE_MODULES = [
  'organization',
  'attendance',
  'hrm',
  'payroll',
  'performance',
  'recruitment',
  'canteen',
] as const;
export type PackageModule = (typeof PACKAGE_MODULES)[number];

export const MODULE_NAMES: Record<PackageModule | 'general', string> = {
  general: 'General',
  organization: 'Organisation',
  attendance: 'Time & Attendance',
  hrm: 'HR Management',
  payroll: 'Payroll',
  performance: 'Performance',
  recruitment: 'Recruitment',
  canteen: 'Canteen',
};

interface PermissionGroup {
  module: PackageModule | 'general';
  slugs: readonly string[];
}

/** CRUD slugs for one resource, named the way HR admins read them ("create department"). */
/** The four slugs of a resource, typed as the literal slugs so PermissionSlug stays a closed set. */
function crud<S extends string, P extends string, E extends string = never>(
  singular: S,
  plural: P,
  extra: readonly E[] = [],
): (`view ${P}` | `create ${S}` | `edit ${S}` | `delete ${S}` | E)[] {
  return [
    `view ${plural}`,
    `create ${singular}`,
    `edit ${singular}`,
    `delete ${singular}`,
    ...extra,
  ] as const;
}

export const PERMISSION_GROUPS = [
  { module: 'general', slugs: ['view backend', 'view activity logs'] },
  {
    module: 'organization',
    slugs: [
      'view all stations',
      'create station',
      'edit station',
      'delete station',
      ...crud('department', 'departments'),
      ...crud('team', 'teams'),
      ...crud('employee', 'employees', [
        'invite employee',
        'archive employee',
        'restore employee',
        'change employee status',
        'import employees',
        'manage employee settings',
      ]),
      'view organization reports',
      'export organization reports',
      'view system settings',
      ...crud('role', 'roles', ['manage role members', 'manage role permissions', 'reset user password']),
      'manage account settings',
      'manage public holidays',
      'manage billing',
    ],
  },
  {
    module: 'attendance',
    slugs: [
      ...crud('device', 'devices'),
      'view scheduler',
      ...crud('shift', 'shifts', ['manage rosters']),
      'view attendance reports',
      'export attendance reports',
      ...crud('overtime', 'overtimes', ['approve overtime', 'manage overtime settings']),
      ...crud('mobile clock', 'mobile clocks', ['approve mobile clock', 'manage mobile clock settings']),
      'manage attendance settings',
    ],
  },
  {
    module: 'hrm',
    slugs: [
      ...crud('leave', 'leaves', ['approve leave', 'manage leave types', 'manage leave approvers']),
      ...crud('exemption', 'exemptions', ['approve exemption', 'manage exemption approvers']),
      ...crud('appraisal', 'appraisals', ['approve appraisal', 'manage appraisal settings']),
      'view hrm reports',
      'export hrm reports',
    ],
  },
  {
    module: 'payroll',
    slugs: [
      ...crud('loan', 'loans', ['approve loan', 'manage loan settings']),
      'view salary management',
      'run payroll',
      'approve payroll',
      'manage salary settings',
      ...crud('benefit deduction', 'benefit deductions', ['approve benefit deduction']),
      'view pay packages',
      'manage pay packages',
      'view payment wallet',
      'manage payments',
      'view payroll reports',
      'export payroll reports',
      'view audit trail',
    ],
  },
  {
    module: 'performance',
    slugs: [
      'view performance appraisals',
      'manage performance appraisals',
      ...crud('feedback', 'feedbacks', ['manage feedback settings']),
      'view performance reports',
      ...crud('project', 'projects', ['manage task settings', 'approve task']),
      ...crud('training', 'trainings', ['manage training settings']),
    ],
  },
  {
    module: 'recruitment',
    slugs: [
      ...crud('talent requisition', 'talent requisitions', ['approve talent requisition']),
      ...crud('job posting', 'job postings'),
      'view applicant tracking',
      'manage applicant tracking',
      'manage recruitment settings',
    ],
  },
  { module: 'canteen', slugs: ['view canteen', 'manage canteen'] },
] as const satisfies readonly PermissionGroup[];

export type PermissionSlug = (typeof PERMISSION_GROUPS)[number]['slugs'][number];

export const ALL_PERMISSIONS: readonly PermissionSlug[] = PERMISSION_GROUPS.flatMap(
  (g) => g.slugs as readonly PermissionSlug[],
);

/** Which package module gates a permission: subscription filters the API and the menus alike. */
export function moduleOfPermission(slug: string): PackageModule | 'general' | undefined {
  return PERMISSION_GROUPS.find((g) => (g.slugs as readonly string[]).includes(slug))?.module;
}

/** The roles every new company starts with. Super Admin holds everything and can never be emptied. */
export const DEFAULT_ROLES: readonly {
  name: string;
  slug: string;
  permissions: readonly PermissionSlug[];
}[] = [
  { name: 'Super Admin', slug: 'super-admin', permissions: ALL_PERMISSIONS },
  {
    name: 'HR Admin',
    slug: 'hr-admin',
    permissions: ALL_PERMISSIONS.filter(
      (p) => !['delete role', 'manage billing', 'manage account settings', 'reset user password'].includes(p),
    ),
  },
  {
    name: 'Branch Manager',
    slug: 'branch-manager',
    permissions: [
      'view backend',
      'view all stations',
      'view departments',
      'view teams',
      'view employees',
      'view organization reports',
      'view attendance reports',
      'view shifts',
      'view leaves',
      'approve leave',
      'view exemptions',
      'approve exemption',
      'view overtimes',
      'approve overtime',
    ],
  },
  { name: 'Employee', slug: 'employee', permissions: [] },
];
