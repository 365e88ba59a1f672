import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  IMPROVEMENT_PLAN_STATUSES,
  improvementPlanEndpoints as E,
  type ImprovementPlanOutcomeInput,
  type ImprovementPlanStatus,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Performance improvement plans (issue 23, ADR 62). */

const statusOf = (v: unknown): ImprovementPlanStatus | undefined =>
  IMPROVEMENT_PLAN_STATUSES.find((s) => s === v);

export const plansQuery =
  (mine = false) =>
  ({ page, perPage, search_query, status }: ListParams) =>
    endpointQuery(E.list, { query: { page, perPage, search_query, status: statusOf(status), mine } });
export const planApprovalsQuery = ({ page, perPage, search_query }: ListParams) =>
  endpointQuery(E.approvals, { query: { page, perPage, search_query } });
export const planQuery = (id: number) => ({ ...endpointQuery(E.get, { params: { id } }), retry: false });

export const refreshPlans = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: endpointKey(E.list) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.approvals) }),
    qc.invalidateQueries({ queryKey: endpointKey(E.get) }),
  ]);

export const savePlanMutation = (id?: number) => saveMutation(E, id);
export const deletePlanMutation = () => deleteMutation(E.delete);
export const outcomeMutation = (id: number) =>
  mutationOptions({
    mutationKey: ['improvement-plans', 'outcome', id],
    mutationFn: (body: ImprovementPlanOutcomeInput) => submit(E.outcome, { params: { id }, body }),
    meta: { notifySuccess: true },
  });
