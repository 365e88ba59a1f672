import type { APIRequestContext } from '@playwright/test';
import { api } from './api.ts';
import { apiToken, employeeIdOf } from './exemptions.ts';

/**
 * The cast of an approval journey: the admin's token for setup, and the self-service employee and
 * the HR officer who approves them, as employee ids.
 */
export async function approvalCast(request: APIRequestContext) {
  const admin = await apiToken(request, 'admin@demo.example');
  const employeeId = await employeeIdOf(request, await apiToken(request, 'employee@demo.example'));
  const approverId = await employeeIdOf(request, await apiToken(request, 'hr@demo.example'));
  return { admin, employeeId, approverId };
}

/**
 * A module's approver group (the shared approver settings, at `groups` under /api/v1) with one
 * approver, covering one employee: a journey's setup, the group's own screens being shared. Its id.
 */
export async function approverGroupFor(
  request: APIRequestContext,
  adminToken: string,
  groups: string,
  o: { name: string; employeeId: number; approverId: number },
): Promise<number> {
  const group = await api<{ id: number }>(request, adminToken, 'POST', groups, {
    group_name: o.name,
    approval_types: 'Sequential',
    approvers_count: 1,
    approval_details: [{ approval_person_id: o.approverId }],
  });
  await api(request, adminToken, 'POST', `${groups}/${group.id}/approvables`, {
    category_type: 'employees',
    assign_category_type_ids: [o.employeeId],
  });
  return group.id;
}
