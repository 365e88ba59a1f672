import { queryOptions } from '@tanstack/react-query';
import type { JobListPage, JobView } from '@clockroom/contracts';
import { api } from '../api/client.ts';
import type { ListParams } from '../ui/data-table/list-search.ts';
import { isJobState, jobListPollInterval, jobPollInterval } from './job-state.ts';

export const jobsKey = ['platform', 'jobs'] as const;

/** GET /jobs/{id}: polled about every second while the job may change, then left alone. */
export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: [...jobsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<JobView>(`/jobs/${id}`, undefined, signal),
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
    queryKey: [...jobsKey, 'list', { page, perPage, state: isJobState(state) ? state : undefined }],
    queryFn: ({ signal }) =>
      api.get<JobListPage>('/jobs', { page, perPage, state: isJobState(state) ? state : undefined }, signal),
    refetchInterval: (query) => jobListPollInterval(query.state.data?.results),
  });
