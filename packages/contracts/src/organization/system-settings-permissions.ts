import type { PermissionSlug } from '../permissions/catalogue.ts';

/**
 * The system-settings permission slugs, apart from the schemas: route files (loaded with every screen)
 * import these, and must not pull zod into the /login bundle.
 */
export const SYSTEM_SETTINGS_PERMISSIONS = {
  viewSettings: 'view system settings',
  viewRoles: 'view roles',
  createRole: 'create role',
  editRole: 'edit role',
  deleteRole: 'delete role',
  manageMembers: 'manage role members',
  managePermissions: 'manage role permissions',
  resetPassword: 'reset user password',
  manageAccount: 'manage account settings',
  manageHolidays: 'manage public holidays',
  manageBilling: 'manage billing',
} as const satisfies Record<string, PermissionSlug>;

export const SUPER_ADMIN_ROLE_SLUG = 'super-admin';
