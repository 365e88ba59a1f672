import type { FastifyInstance } from 'fastify';
import { JOB_ENDPOINTS as E, toPaging } from '@clockroom/contracts';
import { route } from '../http/endpoint-route.ts';
import { ok, signedIn } from '../http/route-helpers.ts';
import { getJob, getJobs } from './jobs.service.ts';

/** GET /jobs/{id}: a job's state and progress, polled by the web's progress component; GET /jobs. */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.get, async (req) =>
    ok('Job retrieved successfully', await getJob(signedIn(req), req.params.id)),
  );
  route(app, E.list, async (req) => {
    const paging = toPaging(req.query);
    const page = await getJobs(signedIn(req), {
      offset: paging.offset,
      limit: paging.perPage,
      state: req.query.state,
    });
    return ok('Jobs retrieved successfully', page);
  });
}
