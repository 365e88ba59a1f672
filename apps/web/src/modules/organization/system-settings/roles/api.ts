import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  EmployeeSearchHit,
  ListPage,
  PermissionModuleGroup,
  PermissionRow,
  RoleCreateInput,
  RoleDetail,
  RoleMember,
  RoleRow,
} from '@clockroom/contracts';
import { api } from '../../../../platform/api/client.ts';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';

const base = '/organization/system-settings';
export const rolesKey = ['organization', 'system-settings', 'roles'] as const;

export const rolesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...rolesKey, 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<RoleRow>>(`${base}/roles`, params, signal),
  });

export const roleQuery = (id: string) =>
  queryOptions({
    queryKey: [...rolesKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<RoleDetail>(`${base}/roles/${encodeURIComponent(id)}`, undefined, signal),
    retry: false,
  });

export const roleMembersQuery = (id: string, params: ListParams) =>
  queryOptions({
    queryKey: [...rolesKey, 'members', id, params],
    queryFn: ({ signal }) =>
      api.get<ListPage<RoleMember>>(`${base}/roles/${encodeURIComponent(id)}/members`, params, signal),
  });

export const rolePermissionsQuery = (id: string, params: ListParams) =>
  queryOptions({
    queryKey: [...rolesKey, 'permissions', id, params],
    queryFn: ({ signal }) =>
      api.get<ListPage<PermissionRow>>(`${base}/roles/${encodeURIComponent(id)}/permissions`, params, signal),
  });

export const permissionGroupsQuery = () =>
  queryOptions({
    queryKey: ['organization', 'system-settings', 'group-permissions-by-modules'],
    queryFn: ({ signal }) =>
      api.get<PermissionModuleGroup[]>(`${base}/group-permissions-by-modules`, undefined, signal),
    staleTime: 10 * 60_000,
  });

export const saveRoleMutation = () =>
  mutationOptions({
    mutationKey: [...rolesKey, 'save'],
    mutationFn: ({ id, ...input }: RoleCreateInput & { id?: number }) =>
      id === undefined
        ? api.post<RoleDetail>(`${base}/roles`, input)
        : api.put<RoleDetail>(`${base}/roles`, { id, ...input }),
    meta: { notifySuccess: true },
  });

export const deleteRoleMutation = () =>
  mutationOptions({
    mutationKey: [...rolesKey, 'delete'],
    mutationFn: (id: number) => api.delete(`${base}/roles`, { id }),
    meta: { notifySuccess: true },
  });

export const addMembersMutation = (roleId: string) =>
  mutationOptions({
    mutationKey: [...rolesKey, 'add-members', roleId],
    mutationFn: (employeeIds: number[]) =>
      api.post<RoleDetail>(`${base}/roles/${encodeURIComponent(roleId)}/employees`, {
        employee_id: employeeIds,
      }),
    meta: { notifySuccess: true },
  });

export const removeMembersMutation = (roleId: string) =>
  mutationOptions({
    mutationKey: [...rolesKey, 'remove-members', roleId],
    mutationFn: (userIds: number[]) =>
      api.delete<RoleDetail>(`${base}/roles/${encodeURIComponent(roleId)}/members`, { user_ids: userIds }),
    meta: { notifySuccess: true },
  });

export const removePermissionsMutation = (roleId: string) =>
  mutationOptions({
    mutationKey: [...rolesKey, 'remove-permissions', roleId],
    mutationFn: (permissionIds: number[]) =>
      api.delete<RoleDetail>(`${base}/roles/${encodeURIComponent(roleId)}/permissions`, {
        permission_ids: permissionIds,
      }),
    meta: { notifySuccess: true },
  });

export const resetUserPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['organization', 'system-settings', 'reset-user-password'],
    mutationFn: (userId: number) => api.put(`${base}/reset-user-password`, { user_id: userId }),
    meta: { notifySuccess: true },
  });

/** The remote employee select: GET /organization/employees/search, only with text (spec 1 §5). */
export const employeeOptionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['organization', 'employees', 'search', 'role-member', text],
    queryFn: ({ signal }) =>
      api.get<ListPage<EmployeeSearchHit>>(
        '/organization/employees/search',
        { query: text, page: 1, per_page: 10 },
        signal,
      ),
    enabled: text.trim() !== '',
    staleTime: 30_000,
  });
