import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobResponseSchema,
  toPaging,
} from '@clockroom/contracts';
import { SIGNED_IN } from '../auth/authenticate.ts';
import { ok, signedIn } from '../http/route-helpers.ts';
import { getJob, getJobs, JOBS_ADMIN_PERMISSION } from './jobs.service.ts';

/** GET /jobs/{id}: a job's state and progress, polled by the web's progress component. */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/jobs/:id',
    {
      config: { permission: SIGNED_IN },
      schema: { tags: ['jobs'], params: jobIdParamsSchema, response: { 200: jobResponseSchema } },
    },
    async (req) => ok('Job retrieved successfully', await getJob(signedIn(req), req.params.id)),
  );
  api.get(
    '/jobs',
    {
      config: { permission: JOBS_ADMIN_PERMISSION },
      schema: { tags: ['jobs'], querystring: jobListQuerySchema, response: { 200: jobListResponseSchema } },
    },
    async (req) => {
      const paging = toPaging(req.query);
      const page = await getJobs(signedIn(req), {
        offset: paging.offset,
        limit: paging.perPage,
        state: req.query.state,
      });
      return ok('Jobs retrieved successfully', page);
    },
  );
}
