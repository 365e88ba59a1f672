import { asAcme, type IsolationCase } from '../../test/isolation.ts';
import { insertJob } from './jobs.repository.ts';

export const jobIsolationCases: IsolationCase[] = [
  {
    // An acme job with no requester: acme's admin may read it (view system settings); demo's gets 404.
    route: 'GET /api/v1/jobs/{id}',
    request: async (t, acme) => ({
      url: `/jobs/${await asAcme(t, acme.companyId, (tx) =>
        insertJob(tx, acme.companyId, { kind: 'test.acme', payload: {}, requestedByUserId: null }),
      )}`,
    }),
  },
];
