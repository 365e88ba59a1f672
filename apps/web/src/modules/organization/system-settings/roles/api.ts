import { mutationOptions } from '@tanstack/react-query';
import { ROLE_ENDPOINTS as E, type RoleCreateInput } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';

/** Everything cached about roles (lists, details, members, permissions). */
export const rolesKey = endpointKey(E.list);

export const rolesQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

export const roleQuery = (id: string) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });

export const roleMembersQuery = (id: string, params: ListParams) =>
  endpointQuery(E.members, { params: { id }, query: params });

export const rolePermissionsQuery = (id: string, params: ListParams) =>
  endpointQuery(E.permissions, { params: { id }, query: params });

export const permissionGroupsQuery = () => ({ ...endpointQuery(E.permissionGroups), staleTime: 10 * 60_000 });

export const saveRoleMutation = () =>
  mutationOptions({
    mutationKey: [...rolesKey, 'save'],
    mutationFn: ({ id, ...input }: RoleCreateInput & { id?: number }) =>
      id === undefined ? submit(E.create, { body: input }) : submit(E.update, { body: { id, ...input } }),
    meta: { notifySuccess: true },
  });

export const deleteRoleMutation = () =>
  mutationOptions({
    mutationKey: [...rolesKey, 'delete'],
    mutationFn: (id: number) => submit(E.delete, { body: { id } }),
    meta: { notifySuccess: true },
  });

export const addMembersMutation = (roleId: string) =>
  mutationOptions({
    mutationKey: [...rolesKey, 'add-members', roleId],
    mutationFn: (employeeIds: number[]) =>
      submit(E.addEmployees, { params: { role_id: roleId }, body: { employee_id: employeeIds } }),
    meta: { notifySuccess: true },
  });

export const removeMembersMutation = (roleId: string) =>
  mutationOptions({
    mutationKey: [...rolesKey, 'remove-members', roleId],
    mutationFn: (userIds: number[]) =>
      submit(E.removeMembers, { params: { id: roleId }, body: { user_ids: userIds } }),
    meta: { notifySuccess: true },
  });

export const removePermissionsMutation = (roleId: string) =>
  mutationOptions({
    mutationKey: [...rolesKey, 'remove-permissions', roleId],
    mutationFn: (permissionIds: number[]) =>
      submit(E.removePermissions, { params: { id: roleId }, body: { permission_ids: permissionIds } }),
    meta: { notifySuccess: true },
  });

export const resetUserPasswordMutation = () =>
  mutationOptions({
    mutationKey: endpointKey(E.resetUserPassword),
    mutationFn: (userId: number) => submit(E.resetUserPassword, { body: { user_id: userId } }),
    meta: { notifySuccess: true },
  });
