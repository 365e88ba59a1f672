import type { IsolationCase } from '../../test/isolation.ts';
import { setTenant } from '../db/tenant.ts';
import { insertJob } from './jobs.repository.ts';

export const jobIsolationCases: IsolationCase[] = [
  {
    // An acme job with no requester: acme's admin may read it (view system settings); demo's gets 404.
    route: 'GET /api/v1/jobs/{id}',
    request: async (t, acme) => ({
      url: `/jobs/${await t.database.transaction(async (tx) => {
        await setTenant(tx, acme.companyId);
        return insertJob(tx, acme.companyId, { kind: 'test.acme', payload: {}, requestedByUserId: null });
      })}`,
    }),
  },
];
