/**
 * Permission and role rules of spec 1 §6, shared by server and web so both decide the same way.
 */
export interface PermissionSubject {
  permissions: readonly string[];
  employee: {
    id: number;
    branch: { id: number; is_hq: boolean } | null;
    company: { head_station_id: number | null };
  };
  managingBranches: readonly { id: number }[];
}

export const ADMIN_PERMISSION = 'view backend';

export function hasPermission(user: Pick<PermissionSubject, 'permissions'>, slug: string): boolean {
  return user.permissions.includes(slug);
}

export function hasAnyPermission(
  user: Pick<PermissionSubject, 'permissions'>,
  slugs: readonly string[],
): boolean {
  return slugs.some((s) => user.permissions.includes(s));
}

export function hasAllPermissions(
  user: Pick<PermissionSubject, 'permissions'>,
  slugs: readonly string[],
): boolean {
  return slugs.every((s) => user.permissions.includes(s));
}

export function isAdmin(user: Pick<PermissionSubject, 'permissions'>): boolean {
  return hasPermission(user, ADMIN_PERMISSION);
}

export function isHqAdmin(user: PermissionSubject): boolean {
  return isAdmin(user) && user.employee.branch?.is_hq === true;
}

export function isOwner(user: PermissionSubject): boolean {
  return user.employee.company.head_station_id === user.employee.id;
}

export function isSuperAdmin(user: PermissionSubject): boolean {
  return isAdmin(user) && isOwner(user);
}

export function isMultiBranchManager(user: Pick<PermissionSubject, 'managingBranches'>): boolean {
  return user.managingBranches.length > 1;
}

/** Menu entries that every signed-in user keeps, whatever their permissions (spec 1 §6). */
export const ALWAYS_KEPT_MENU_ENTRIES = [
  'home',
  'change password',
  'support',
  'profile',
  'activity history',
  'dashboard',
  // Self-service HR: every employee's own leave, exemptions and usage (their module's subscription
  // still decides, as for every module entry).
  'my leave',
  'my exemptions',
  'my hrm reports',
  // Self-service attendance: every employee's own mobile clocks and overtime.
  'my mobile clocks',
  'my overtime',
  // Self-service payroll: every employee's own payslips, payroll report and allowances (issue 19).
  'my payslips',
  'my payroll reports',
  'my allowances',
  // Every employee's own loans (issue 20).
  'my loans',
  // Self-service canteen: every employee's own meals and their cost (issue 20).
  'my meals',
  // Every employee's own projects' task boards (issue 23, ADR 61).
  'my task board',
  // Every employee's own feedback surveys: those assigned to them and their answers (issue 23).
  'my surveys',
  // Every employee's own trainings and improvement plans (issue 23, ADR 62).
  'my trainings',
  'my improvement plans',
  // Every employee's own appraisals, those they appraise and those waiting on them (issue 22).
  'my appraisal',
] as const;

export function keepsMenuEntry(user: Pick<PermissionSubject, 'permissions'>, entryName: string): boolean {
  return (
    (ALWAYS_KEPT_MENU_ENTRIES as readonly string[]).includes(entryName) || hasPermission(user, entryName)
  );
}
