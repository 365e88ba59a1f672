import type { APIRequestContext } from '@playwright/test';
import { api } from './api.ts';

/**
 * Runs and confirms a month's payroll for one employee alone (a custom batch group of one) through
 * the API, so a journey can read what that month paid without changing anyone else's month; the
 * run's own screens are the payroll journey's.
 */
export async function confirmMonthFor(
  request: APIRequestContext,
  adminToken: string,
  o: { name: string; employeeId: number; month: number; year: number },
): Promise<void> {
  const batch = await api<{ id: number }>(
    request,
    adminToken,
    'POST',
    '/payroll/salarymanagement/settings/batching-and-grouping',
    { name: o.name, batch_by: 'custom', employee_ids: [o.employeeId] },
  );
  const scope = { month: o.month, year: o.year, group_ids: [batch.id] };
  await api(request, adminToken, 'POST', '/payroll/salarymanagement/salary-schedules', scope);
  await api(request, adminToken, 'POST', '/payroll/salarymanagement/salary-schedules/confirm', scope);
}
