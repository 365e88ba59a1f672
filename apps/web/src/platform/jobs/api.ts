import { queryOptions } from '@tanstack/react-query';
import { JOB_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointKey, endpointQuery } from '../api/endpoint-client.ts';
import type { ListParams } from '../ui/data-table/list-search.ts';
import { isJobState, jobListPollInterval, jobPollInterval } from './job-state.ts';

/** Every job query (the list and each job), for a refresh. */
export const jobsKey = endpointKey(E.list);

/** GET /jobs/{id}: polled about every second while the job may change, then left alone. */
export const jobQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(E.get, { params: { id } }),
    refetchInterval: (query) => jobPollInterval(query.state.data),
    // A hidden tab still finishes the export the user is waiting for.
    refetchIntervalInBackground: true,
    retry: false,
  });

/**
 * GET /jobs: the company's jobs, newest first. A state the address names but the server does not
 * know is dropped rather than sent (the server would refuse the whole list).
 */
export const jobsQuery = ({ page, perPage, state }: ListParams) =>
  queryOptions({
    ...endpointQuery(E.list, { query: { page, perPage, state: isJobState(state) ? state : undefined } }),
    refetchInterval: (query) => jobListPollInterval(query.state.data?.results),
  });
