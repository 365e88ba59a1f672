import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { EXEMPTION_ENDPOINTS as E, type EndpointInput } from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { withStartEndDates } from '../../../platform/api/date-range.ts';
import { saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** A request as the form sends it: the create call's body; the server checks it again. */
export type ExemptionBody = EndpointInput<typeof E.create>['body'];

/** Everything cached about exemptions: the lists and the records. */
const exemptionsKey = endpointKey(E.create);

/** Everyone's, for 'view exemptions' holders. */
export const allExemptionsQuery = (params: ListParams) =>
  endpointQuery(E.list, { query: withStartEndDates(params) });

/** The signed-in employee's own. */
export const myExemptionsQuery = (params: ListParams) =>
  endpointQuery(E.mine, { query: withStartEndDates(params) });

/** What waits on the signed-in approver now. */
export const exemptionApprovalsQuery = (params: ListParams) =>
  endpointQuery(E.approvals, { query: withStartEndDates(params) });

export const exemptionQuery = (id: string | number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

export const saveExemptionMutation = (id?: number) => saveMutation(E, id);

/** The spec's DELETE /hrm/exemptions/[ids]: the ids in the path, comma separated. */
export const deleteExemptionsMutation = () =>
  mutationOptions({
    mutationKey: [...exemptionsKey, 'delete'],
    mutationFn: (ids: number[]) => submit(E.delete, { params: { id: ids.join(',') }, body: undefined }),
    meta: { notifySuccess: true },
  });

/** After a change every list and record of exemptions is read afresh (and the home card's). */
export const refreshExemptions = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: exemptionsKey }),
    client.invalidateQueries({ queryKey: ['home'] }),
  ]);
