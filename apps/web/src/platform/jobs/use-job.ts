import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { JobView } from '@clockroom/contracts';
import { jobQuery } from './api.ts';
import { isJobActive } from './job-state.ts';

/**
 * Watches one job (polled while it may change) and calls `onDone` once when it has completed or
 * failed. `onDone` may change between renders; the latest one is called.
 */
export function useJobCompletion(jobId: number | null, onDone: (job: JobView) => void) {
  const query = useQuery({ ...jobQuery(jobId ?? 0), enabled: jobId !== null });
  const latest = useRef(onDone);
  const reported = useRef<number | null>(null);
  useEffect(() => {
    latest.current = onDone;
  });
  const job = query.data;
  useEffect(() => {
    if (!job || isJobActive(job.state) || reported.current === job.id) return;
    // Once per job: a refetch of a finished job must not download its file a second time.
    reported.current = job.id;
    latest.current(job);
  }, [job]);
  return query;
}
