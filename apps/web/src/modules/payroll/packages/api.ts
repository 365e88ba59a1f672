import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  payPackageEndpoints as E,
  type PayPackageAssignmentInput,
  type PayPackagePreviewQuery,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Pay packages' calls (issue 19, ADR 44): list, one package, its preview and who is on it, writes. */
export const payPackagesQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

export const payPackageQuery = (id: string | number) =>
  queryOptions({ ...endpointQuery(E.get, { params: { id } }), retry: false });

export const payPackagePreviewQuery = (id: number, query: PayPackagePreviewQuery) =>
  queryOptions({ ...endpointQuery(E.preview, { params: { id }, query }), retry: false });

export const payPackageAssigneesQuery = (id: number) =>
  queryOptions({ ...endpointQuery(E.assignables, { params: { id } }), retry: false });

export const savePayPackageMutation = (id?: number) => saveMutation(E, id);

export const deletePayPackageMutation = () => deleteMutation(E.delete);

/** The widget's changes: the newly assigned onto the package, the removed off it, from one date. */
export const assignmentMutation = (id: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), 'assign', id],
    mutationFn: async (change: { assign: number[]; unassign: number[]; from?: string }) => {
      const body = (ids: number[]): PayPackageAssignmentInput => ({
        assignments: ids.map((employee_id) => ({ employee_id, payPackageId: id })),
        ...(change.from ? { effective_from: change.from } : {}),
      });
      if (change.unassign.length > 0)
        await submit(E.unassign, { params: { id }, body: body(change.unassign) });
      if (change.assign.length > 0) return submit(E.assign, { params: { id }, body: body(change.assign) });
      return null;
    },
    meta: { notifySuccess: true },
  });

/** After a change every list, package, preview and assignment is read afresh. */
export const refreshPayPackages = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(E.list) });
