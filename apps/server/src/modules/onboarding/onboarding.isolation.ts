import { acmeFirstId, type IsolationCase } from '../../test/isolation.ts';

export const onboardingIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/organization/employees/{id}/profile',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeFirstId(t, acme.companyId, 'employees')}/profile`,
    }),
  },
  {
    route: 'PUT /api/v1/organization/employees/{id}/profile',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeFirstId(t, acme.companyId, 'employees')}/profile`,
      payload: {
        first_name: 'X',
        last_name: 'Y',
        email: 'x.y@demo.example',
        mobile_number: '234-8030000000',
      },
    }),
  },
];
