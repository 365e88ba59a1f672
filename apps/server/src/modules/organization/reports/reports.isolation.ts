import { acmeFirstId, type IsolationCase } from '../../../test/isolation.ts';

/** {type} is a format, not a record; the ids a report names travel in the body and are checked here. */
export const reportIsolationCases: IsolationCase[] = [
  {
    route: 'POST /api/v1/organization/reports/employees/download/{type}',
    request: async (t, acme) => ({
      url: '/organization/reports/employees/download/csv',
      payload: {
        fetch_by: 'branch',
        fetch_by_id: await acmeFirstId(t, acme.companyId, 'branches'),
        columns: ['pin'],
      },
    }),
  },
];
