import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../platform/constants.ts';

/**
 * The four employee settings lists (spec 1 §3, §7 "Employee settings"): types, grades, categories
 * and designations. They share one shape (a name unique per company plus a description), so the API,
 * the screens and the messages are all generated from this one table.
 */
export const EMPLOYEE_SETTING_KINDS = ['types', 'grades', 'categories', 'designations'] as const;
export type EmployeeSettingKind = (typeof EMPLOYEE_SETTING_KINDS)[number];

export const EMPLOYEE_SETTINGS = {
  types: { field: 'type_name', singular: 'Employee type', plural: 'Employee types' },
  grades: { field: 'grade_name', singular: 'Grade', plural: 'Grades' },
  categories: { field: 'category_name', singular: 'Category', plural: 'Categories' },
  designations: { field: 'designation_name', singular: 'Designation', plural: 'Designations' },
} as const satisfies Record<EmployeeSettingKind, { field: string; singular: string; plural: string }>;

export type EmployeeSettingField = (typeof EMPLOYEE_SETTINGS)[EmployeeSettingKind]['field'];

export const EMPLOYEE_SETTING_NAME_MAX = 100;
export const EMPLOYEE_SETTING_DESCRIPTION_MAX = 500;

/** The API prefix of one list, e.g. /organization/employees/settings/grades. */
export const employeeSettingsPath = (kind: EmployeeSettingKind) => `/organization/employees/settings/${kind}`;

/** Messages of one list, worded with its name ("Grade created successfully"). */
export function employeeSettingMessages(kind: EmployeeSettingKind) {
  const { singular, plural } = EMPLOYEE_SETTINGS[kind];
  const lower = singular.toLowerCase();
  return {
    listed: `${plural} retrieved successfully`,
    loaded: `${singular} retrieved successfully`,
    created: `${singular} created successfully`,
    updated: `${singular} updated successfully`,
    deleted: `${singular} deleted successfully`,
    notFound: `${singular} not found`,
    nameRequired: `The ${lower} name is required.`,
    nameTooLong: `The ${lower} name may not be longer than ${EMPLOYEE_SETTING_NAME_MAX} characters.`,
    nameTaken: `A ${lower} with this name already exists.`,
    descriptionTooLong: `The description may not be longer than ${EMPLOYEE_SETTING_DESCRIPTION_MAX} characters.`,
    idRequired: `Choose the ${lower} to delete.`,
  } as const;
}

/**
 * One list's messages as the catalogue codes them, `employee_grades.created` and so on (ADR 32): its
 * fixed texts, and the refusal to delete a value still given to employees, whose count tells the
 * admin what to fix.
 */
export function employeeSettingMessageTable(kind: EmployeeSettingKind) {
  const lower = EMPLOYEE_SETTINGS[kind].singular.toLowerCase();
  return {
    ...employeeSettingMessages(kind),
    inUseOne: `This ${lower} is assigned to 1 employee. Move them to another ${lower} before deleting it.`,
    inUse: (count: number) =>
      `This ${lower} is assigned to ${count} employees. Move them to another ${lower} before deleting it.`,
  } as const;
}

/** Deleting a value still given to employees is refused; the count tells the admin what to fix. */
export function employeeSettingInUseMessage(kind: EmployeeSettingKind, count: number): string {
  const table = employeeSettingMessageTable(kind);
  return count === 1 ? table.inUseOne : table.inUse(count);
}

/** The two fields of a value, also used by the web form so it validates exactly like the server. */
export function employeeSettingFieldSchemas(kind: EmployeeSettingKind) {
  const m = employeeSettingMessages(kind);
  return {
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .max(EMPLOYEE_SETTING_NAME_MAX, m.nameTooLong),
    description: z
      .string()
      .trim()
      .max(EMPLOYEE_SETTING_DESCRIPTION_MAX, m.descriptionTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  };
}

/** POST and PUT body: `{ grade_name, description }` (the name field follows the list). */
export function employeeSettingBodySchema(kind: EmployeeSettingKind) {
  const { name, description } = employeeSettingFieldSchemas(kind);
  return z.object({ [EMPLOYEE_SETTINGS[kind].field]: name, description }) as unknown as z.ZodType<
    EmployeeSettingInput,
    Record<string, unknown>
  >;
}
export interface EmployeeSettingInput {
  [field: string]: string | null | undefined;
  description: string | null;
}

/** DELETE on the list path with `{ id }` in the body (spec: "DELETE with id"), beside DELETE .../{id}. */
export function employeeSettingDeleteBodySchema(kind: EmployeeSettingKind) {
  const m = employeeSettingMessages(kind);
  return z.object({
    id: z.coerce.number({ error: m.idRequired }).int(m.idRequired).positive(m.idRequired),
  });
}

/**
 * GET list: `page`, `perPage`/`per_page`, `search_query`. Without any paging parameter the whole list
 * is answered (selects need every value); with one, a page (default size 10).
 */
const optionalInt = (max?: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    (max ? z.number().int().min(1).max(max) : z.number().int().min(1)).optional(),
  );
export const employeeSettingListQuerySchema = z.object({
  page: optionalInt(),
  perPage: optionalInt(MAX_PAGE_SIZE),
  per_page: optionalInt(MAX_PAGE_SIZE),
  search_query: z.string().trim().max(100).optional(),
});
export type EmployeeSettingListQuery = z.infer<typeof employeeSettingListQuerySchema>;
export const EMPLOYEE_SETTING_PAGE_SIZE = 10;

/** What every row of the four lists carries besides its name. */
const employeeSettingRowBase = z.object({
  id: z.number().int(),
  description: z.string().nullable(),
  /** Every employee holding the value, archived ones too: they block deleting it. */
  employees_count: z.number().int().nonnegative(),
  /** ISO 8601. */
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

type NameShape<K extends EmployeeSettingKind> = Record<(typeof EMPLOYEE_SETTINGS)[K]['field'], z.ZodString>;

/** One row of a list, its name under the list's own field (`{ id, grade_name, ... }`). */
export function employeeSettingRowSchema<K extends EmployeeSettingKind>(kind: K) {
  // A computed key widens to string in TypeScript; the cast restores the field this kind names.
  const name = { [EMPLOYEE_SETTINGS[kind].field]: z.string() } as NameShape<K>;
  return employeeSettingRowBase.extend(name);
}
export type EmployeeSettingRowOf<K extends EmployeeSettingKind> = z.infer<
  ReturnType<typeof employeeSettingRowSchema<K>>
>;

/** A row of any of the lists: exactly one of the four name fields is present. */
export type EmployeeSettingRow = z.infer<typeof employeeSettingRowBase> &
  Partial<Record<EmployeeSettingField, string>>;
