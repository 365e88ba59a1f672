import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import {
  employeeSettingBodySchema,
  employeeSettingDeleteBodySchema,
  employeeSettingListQuerySchema,
  employeeSettingRowSchema,
  type EmployeeSettingKind,
  type EmployeeSettingRow,
} from './employee-settings.ts';

/** A row of any list: screens read the four lists alike, each row with its one name field. */
const rowOf = (kind: EmployeeSettingKind): z.ZodType<EmployeeSettingRow> => employeeSettingRowSchema(kind);

/**
 * The six calls of one list (spec 1 §7 "Employee settings"), the same for each kind. Reading needs
 * only 'view backend' (any admin filling an employee form needs the values); changing them needs
 * 'manage employee settings'.
 */
export function employeeSettingEndpoints(kind: EmployeeSettingKind) {
  const base = `/organization/employees/settings/${kind}` as const;
  const item = `${base}/:id` as const;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      query: employeeSettingListQuerySchema,
      response: listPage(rowOf(kind)),
      permission: 'view backend',
    }),
    get: defineEndpoint({
      method: 'GET',
      path: item,
      params: idParamsSchema,
      response: rowOf(kind),
      permission: 'view backend',
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      body: employeeSettingBodySchema(kind),
      response: rowOf(kind),
      permission: 'manage employee settings',
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: item,
      params: idParamsSchema,
      body: employeeSettingBodySchema(kind),
      response: rowOf(kind),
      permission: 'manage employee settings',
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: item,
      params: idParamsSchema,
      response: z.null(),
      permission: 'manage employee settings',
    }),
    /** The spec's "DELETE with id": the id may also come in the body of a DELETE on the list path. */
    deleteById: defineEndpoint({
      method: 'DELETE',
      path: base,
      body: employeeSettingDeleteBodySchema(kind),
      response: z.null(),
      permission: 'manage employee settings',
    }),
  };
}

/** Every grade at once, for the grade selects and filters (spec 1 §7). */
export const EMPLOYEE_GRADES_ENDPOINT = defineEndpoint({
  method: 'GET',
  path: '/organization/employees/settings/get-grades',
  query: employeeSettingListQuerySchema.pick({ search_query: true }),
  response: z.array(employeeSettingRowSchema('grades')),
  permission: 'view backend',
});
