import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { SYSTEM_SETTINGS_PERMISSIONS as P } from './system-settings-permissions.ts';
import {
  accountSettingsSchema,
  accountSettingsViewSchema,
  permissionModuleGroupSchema,
  permissionRowSchema,
  publicHolidayQuerySchema,
  publicHolidayRowSchema,
  publicHolidaySchema,
  resetUserPasswordSchema,
  roleCreateSchema,
  roleDeleteSchema,
  roleDetailSchema,
  roleEmployeesSchema,
  roleMemberSchema,
  roleMembersDeleteSchema,
  rolePermissionsDeleteSchema,
  roleRowSchema,
  roleUpdateSchema,
} from './system-settings.ts';

const tags = ['organization: roles'];
const settingsTags = ['organization: system settings'];

/** Roles, their members and permissions, and the admin's password reset (spec 1 §7 System settings). */
export const ROLE_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/organization/system-settings/roles',
    query: pagingQuerySchema,
    response: listPage(roleRowSchema),
    permission: P.viewRoles,
    tags,
  }),
  permissionGroups: defineEndpoint({
    method: 'GET',
    path: '/organization/system-settings/group-permissions-by-modules',
    response: z.array(permissionModuleGroupSchema),
    permission: P.viewRoles,
    tags,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/system-settings/roles/:id',
    params: idParamsSchema,
    response: roleDetailSchema,
    permission: P.viewRoles,
    tags,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/organization/system-settings/roles/:id/members',
    params: idParamsSchema,
    query: pagingQuerySchema,
    response: listPage(roleMemberSchema),
    permission: P.viewRoles,
    tags,
  }),
  permissions: defineEndpoint({
    method: 'GET',
    path: '/organization/system-settings/roles/:id/permissions',
    params: idParamsSchema,
    query: pagingQuerySchema,
    response: listPage(permissionRowSchema),
    permission: P.viewRoles,
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/organization/system-settings/roles',
    body: roleCreateSchema,
    response: roleDetailSchema,
    status: 201,
    permission: P.createRole,
    tags,
  }),
  /** Spec ambiguity 28: PUT roles carries the id in the body; PUT roles/{id} is accepted too. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/organization/system-settings/roles',
    body: roleUpdateSchema,
    response: roleDetailSchema,
    permission: P.editRole,
    tags,
  }),
  updateById: defineEndpoint({
    method: 'PUT',
    path: '/organization/system-settings/roles/:id',
    params: idParamsSchema,
    body: roleUpdateSchema,
    response: roleDetailSchema,
    permission: P.editRole,
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/organization/system-settings/roles',
    body: roleDeleteSchema,
    response: z.null(),
    permission: P.deleteRole,
    tags,
  }),
  deleteById: defineEndpoint({
    method: 'DELETE',
    path: '/organization/system-settings/roles/:id',
    params: idParamsSchema,
    response: z.null(),
    permission: P.deleteRole,
    tags,
  }),
  addEmployees: defineEndpoint({
    method: 'POST',
    path: '/organization/system-settings/roles/:role_id/employees',
    params: z.object({ role_id: z.coerce.number().int().positive() }),
    body: roleEmployeesSchema,
    response: roleDetailSchema,
    permission: P.manageMembers,
    tags,
  }),
  removeMembers: defineEndpoint({
    method: 'DELETE',
    path: '/organization/system-settings/roles/:id/members',
    params: idParamsSchema,
    body: roleMembersDeleteSchema,
    response: roleDetailSchema,
    permission: P.manageMembers,
    tags,
  }),
  removePermissions: defineEndpoint({
    method: 'DELETE',
    path: '/organization/system-settings/roles/:id/permissions',
    params: idParamsSchema,
    body: rolePermissionsDeleteSchema,
    response: roleDetailSchema,
    permission: P.managePermissions,
    tags,
  }),
  resetUserPassword: defineEndpoint({
    method: 'PUT',
    path: '/organization/system-settings/reset-user-password',
    body: resetUserPasswordSchema,
    response: z.null(),
    permission: P.resetPassword,
    tags,
  }),
};

export const ACCOUNT_SETTINGS_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/system-settings/account-settings',
    response: accountSettingsViewSchema,
    permission: P.viewSettings,
    tags: settingsTags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organization/system-settings/account-settings',
    body: accountSettingsSchema,
    response: accountSettingsViewSchema,
    permission: P.manageAccount,
    tags: settingsTags,
  }),
  /** Multipart with one file in the field `companyLogo`; answers the public url of the stored logo. */
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: '/organization/system-settings/account-settings/upload-image',
    upload: true,
    response: z.string(),
    permission: P.manageAccount,
    tags: settingsTags,
  }),
};

export const PUBLIC_HOLIDAY_ENDPOINTS = {
  /** Every signed-in user may read the calendar: self-service shows the next holiday. */
  list: defineEndpoint({
    method: 'GET',
    path: '/organization/system-settings/general-settings/public-holidays',
    query: publicHolidayQuerySchema,
    response: listPage(publicHolidayRowSchema),
    permission: 'signed-in',
    tags: settingsTags,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/organization/system-settings/general-settings/public-holidays',
    body: publicHolidaySchema,
    response: publicHolidayRowSchema,
    permission: P.manageHolidays,
    tags: settingsTags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/organization/system-settings/general-settings/public-holidays/:id',
    params: idParamsSchema,
    response: z.null(),
    permission: P.manageHolidays,
    tags: settingsTags,
  }),
};
