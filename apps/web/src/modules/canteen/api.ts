import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  DEVICE_ENDPOINTS,
  MEAL_STATUSES,
  canteenEndpoints as E,
  type CanteenPointInput,
  type MealStatus,
  type ReportFormat,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../platform/api/record-mutations.ts';
import type { ListParams } from '../../platform/ui/data-table/list-search.ts';

/** The canteen's calls (ADR 55). */

export const plansQuery = (params: ListParams) => endpointQuery(E.plans, { query: params });
export const planQuery = (id: string | number) => ({
  ...endpointQuery(E.plan, { params: { id } }),
  retry: false,
});
export const pointsQuery = () => endpointQuery(E.points);
/** The clocks that may become canteen points (the devices list's first 100). */
export const devicesQuery = () => endpointQuery(DEVICE_ENDPOINTS.list, { query: { perPage: 100 } });
export const dashboardQuery = (month?: string) => endpointQuery(E.dashboard, { query: { month } });
export const myMealsQuery = (month?: string) => endpointQuery(E.mine, { query: { month } });

const statusOf = (v: unknown): MealStatus | undefined =>
  (MEAL_STATUSES as readonly unknown[]).includes(v) ? (v as MealStatus) : undefined;
const idOf = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));

/** The log's filters as the list kit keeps them in the URL. */
export const logFilter = (p: Record<string, string | number | undefined>) => ({
  month: typeof p.month === 'string' && p.month !== '' ? p.month : undefined,
  status: statusOf(p.status),
  meal_plan_id: idOf(p.meal_plan_id),
  branch_id: idOf(p.branch_id),
  search_query: typeof p.search_query === 'string' && p.search_query !== '' ? p.search_query : undefined,
});
export const mealLogQuery = (params: ListParams) =>
  endpointQuery(E.meals, { query: { page: params.page, perPage: params.perPage, ...logFilter(params) } });
export const exportMealLog = (format: ReportFormat, filter: ReturnType<typeof logFilter>) =>
  submit(E.mealsDownload, { params: { format }, body: filter });

export const refreshCanteen = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(E.plans).slice(0, 1) });

export const savePlanMutation = (id?: number) =>
  saveMutation({ create: E.createPlan, update: E.updatePlan }, id);
export const deletePlanMutation = () => deleteMutation(E.deletePlan);
export const createPointMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.points), 'create'],
    mutationFn: (body: CanteenPointInput) => submit(E.createPoint, { body }),
    meta: { notifySuccess: true },
  });
export const deletePointMutation = () => deleteMutation(E.deletePoint);
