import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  overtimeRuleEndpoints as R,
  payBreakdownEndpoints as P,
  workRateEndpoints as W,
  type OvertimeAssignment,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import {
  deleteMutation as deleteRecordMutation,
  saveMutation,
} from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Work rates and overtime rules: the same calls on two bases (spec 3 §7, ADR 37). */
type Calls = typeof W | typeof R;

export const workRatesQuery = (params: ListParams) => endpointQuery(W.list, { query: params });
export const overtimeRulesQuery = (params: ListParams) => endpointQuery(R.list, { query: params });

export const workRateQuery = (id: string | number) => ({
  ...endpointQuery(W.get, { params: { id } }),
  retry: false,
});
export const overtimeRuleQuery = (id: string | number) => ({
  ...endpointQuery(R.get, { params: { id } }),
  retry: false,
});

/** Who holds the record now, all of them (the assignment widget's right list). */
export const assigneesQuery = (calls: Calls, id: string | number) =>
  queryOptions({ ...endpointQuery(calls.assignables, { params: { id } }), retry: false });

/** The pay breakdown items a work rate may sum, by `allowance_name` (spec 3 §7: the full list). */
export const payBreakdownOptions = () =>
  queryOptions({
    ...endpointQuery(P.list),
    select: (items) => items.map((i) => ({ value: i.id, label: i.allowance_name })),
    staleTime: 60_000,
  });

export const saveWorkRateMutation = (id?: number) => saveMutation(W, id);
export const saveOvertimeRuleMutation = (id?: number) => saveMutation(R, id);
export const deleteMutation = (calls: Calls) => deleteRecordMutation(calls.delete);

export const assignMutation = (calls: Calls, id: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(calls.list), 'assign', id],
    mutationFn: (body: OvertimeAssignment) => submit(calls.assign, { params: { id }, body }),
    meta: { notifySuccess: true },
  });

/** After a change every list, record and assignment of the kind is read afresh. */
export const refreshSettings = (calls: Calls) => (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(calls.list) });

export { R as overtimeRuleCalls, W as workRateCalls };
