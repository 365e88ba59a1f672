import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { employeeSearchHitSchema, employeeSearchQuerySchema } from './employees.ts';

/** The header's global search (spec 1 §5); on its own so the app shell loads no other endpoint. */
export const EMPLOYEE_SEARCH_ENDPOINT = defineEndpoint({
  method: 'GET',
  path: '/organization/employees/search',
  query: employeeSearchQuerySchema,
  response: listPage(employeeSearchHitSchema),
  permission: 'view employees',
});
