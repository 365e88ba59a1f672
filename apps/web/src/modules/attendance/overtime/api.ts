import { queryOptions, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import {
  DATE_VALUE_FORMAT,
  overtimeEndpoints as E,
  type ListPage,
  type OvertimeListScope,
  type OvertimeRecord,
} from '@clockroom/contracts';
import { rangeEnds } from '../../../platform/api/date-range.ts';
import { call, endpointKey, endpointQuery } from '../../../platform/api/endpoint-client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/**
 * The range a list shows: the one in the URL, else the current month (the spec's fixed 2019 range is
 * replaced by the current month, ADR 38), sent explicitly so the picker shows what was asked.
 */
export function rangeOf(range: string | number | undefined): [string, string] {
  const [from, to] = rangeEnds(range);
  if (from && to) return [from, to];
  const now = dayjs();
  return [now.startOf('month').format(DATE_VALUE_FORMAT), now.endOf('month').format(DATE_VALUE_FORMAT)];
}

/** The records a list shows: `scope` says whose (the admin's branches, or the employee's own and waiting). */
export const overtimesQuery =
  (scope: OvertimeListScope) =>
  ({ range, status, scope: chosen, ...params }: ListParams) => {
    const [start_date, end_date] = rangeOf(range);
    const query = {
      ...params,
      start_date,
      end_date,
      status: typeof status === 'string' ? (status as OvertimeRecord['status']) : undefined,
      scope: typeof chosen === 'string' ? (chosen as OvertimeListScope) : scope,
    };
    // Typed as the list kit's page: the answer's range beside it is not read here.
    return queryOptions({
      queryKey: endpointKey(E.list, { query }),
      queryFn: ({ signal }): Promise<ListPage<OvertimeRecord>> => call(E.list, { query, signal }),
    });
  };

/** Each employee's approved overtime in a month (yyyy-MM), the figure payroll will read. */
export const approvedTotalsQuery = (month: string, page: number, perPage: number) =>
  endpointQuery(E.approvedTotals, { query: { month, page, perPage } });

/** After a decision every list and total is read afresh. */
export const refreshOvertimes = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(E.list) }),
    client.invalidateQueries({ queryKey: endpointKey(E.approvedTotals) }),
  ]);
