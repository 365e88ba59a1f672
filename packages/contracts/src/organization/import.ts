import { z } from 'zod';
import { employeeProfileFields, employeeProfileRules, wholeRecordRules } from './employee-form.ts';
import { DEFAULT_PHONE_COUNTRY_CODE, formatPhone } from './employee-form-options.ts';
import { CONTACT_PERSON_FIELDS } from './contact-person-fields.ts';

/** Columns resolved against the company's lookup lists, and the list each one names. */
export const IMPORT_LOOKUP_COLUMNS = [
  'branch',
  'department',
  'employee_type',
  'employee_category',
  'employee_designation',
  'employee_grade',
  'bank',
] as const;
export type ImportLookupColumn = (typeof IMPORT_LOOKUP_COLUMNS)[number];

/**
 * Bulk import of employees (beyond the spec; docs/decisions). One row per employee; the header row
 * names the columns below (any order, case-insensitive). Lookups are given by name and resolved
 * case-insensitively to the company's records.
 */
export const IMPORT_COLUMNS = [
  'pin',
  'first_name',
  'last_name',
  'email',
  'mobile_number',
  'salutation',
  'gender',
  'date_of_birth',
  'marital_status',
  'religion',
  'blood_group',
  'nationality',
  'address',
  'appointment_date',
  // Named by the company's lookup lists, in the same order as there.
  ...IMPORT_LOOKUP_COLUMNS,
  'account_number',
  'account_name',
  'pension_fund_administrator',
  'rsa_pin',
  'tax_id',
  'nin',
  'probation_end_date',
  'confirmation_date',
  ...CONTACT_PERSON_FIELDS,
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_FIELD = 'file';

export const IMPORT_MESSAGES = {
  templateReady: 'Import template',
  previewed: 'Import file checked',
  imported: 'Employees imported successfully',
  fileMissing: 'Kindly choose a CSV or XLSX file to import',
  fileType: 'The import file must be a CSV or XLSX file',
  fileSize: 'The import file can not exceed 5MB',
  fileEmpty: 'The import file has no employee rows',
  tooManyRows: `The import file can not have more than ${IMPORT_MAX_ROWS} rows`,
  missingColumns: 'The import file lacks the required columns: {columns}',
  hasErrors: 'Some rows have errors; nothing was imported. Fix them, or import the valid rows only.',
  nothingValid: 'No row is valid; nothing was imported.',
  pinRequired: 'Kindly input the pin',
  pinTakenInFile: 'This pin appears more than once in the file',
  pinTaken: 'This pin is already used by another employee',
  emailTakenInFile: 'This email appears more than once in the file',
  emailTaken: 'This email address is already used by another employee',
  unknownBranch: 'No branch has this name',
  unknownDepartment: 'No department has this name',
  unknownType: 'No employee type has this name',
  unknownCategory: 'No employee category has this name',
  unknownDesignation: 'No designation has this name',
  unknownGrade: 'No grade has this name',
  unknownBank: 'No bank has this name',
} as const;

export const IMPORT_LOOKUP_MESSAGES: Record<ImportLookupColumn, string> = {
  branch: IMPORT_MESSAGES.unknownBranch,
  department: IMPORT_MESSAGES.unknownDepartment,
  employee_type: IMPORT_MESSAGES.unknownType,
  employee_category: IMPORT_MESSAGES.unknownCategory,
  employee_designation: IMPORT_MESSAGES.unknownDesignation,
  employee_grade: IMPORT_MESSAGES.unknownGrade,
  bank: IMPORT_MESSAGES.unknownBank,
};

/** Spreadsheet phones lose their leading zero and hyphen: '08031234567' and 8031234567 both work. */
export function importPhone(value: unknown): unknown {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string' || value.trim() === '' || value.includes('-')) return value;
  return formatPhone(DEFAULT_PHONE_COUNTRY_CODE, value);
}

/** Dates as yyyy-MM-dd, or as shown in the app (dd-MM-yyyy, also with slashes). */
export function importDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const [, day, month, year] = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(value.trim()) ?? [];
  return day && month && year ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : value;
}

const lookupName = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : String(v).trim()),
  z.string().max(150).optional(),
);

/** One row, validated with the employee form's own field rules and messages. */
export const importRowSchema = z
  .object({
    pin: z.preprocess(
      (v) => (v === null || v === undefined ? '' : String(v).trim()),
      z
        .string()
        .min(1, IMPORT_MESSAGES.pinRequired)
        .pipe(
          z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'The pin may contain letters and digits only (at most 20)'),
        ),
    ),
    first_name: employeeProfileFields.shape.first_name,
    last_name: employeeProfileFields.shape.last_name,
    email: employeeProfileFields.shape.email,
    mobile_number: z.preprocess(importPhone, employeeProfileFields.shape.mobile_number),
    salutation: employeeProfileFields.shape.salutation,
    gender: employeeProfileFields.shape.gender,
    date_of_birth: z.preprocess(importDate, employeeProfileFields.shape.date_of_birth),
    marital_status: employeeProfileFields.shape.marital_status,
    religion: employeeProfileFields.shape.religion,
    blood_group: employeeProfileFields.shape.blood_group,
    nationality: employeeProfileFields.shape.nationality,
    address: employeeProfileFields.shape.address,
    appointment_date: z.preprocess(importDate, employeeProfileFields.shape.appointment_date),
    branch: lookupName,
    department: lookupName,
    employee_type: lookupName,
    employee_category: lookupName,
    employee_designation: lookupName,
    employee_grade: lookupName,
    bank: lookupName,
    account_number: employeeProfileFields.shape.account_number,
    account_name: employeeProfileFields.shape.account_name,
    pension_fund_administrator: employeeProfileFields.shape.pension_fund_administrator,
    rsa_pin: employeeProfileFields.shape.rsa_pin,
    tax_id: employeeProfileFields.shape.tax_id,
    nin: employeeProfileFields.shape.nin,
    probation_end_date: z.preprocess(importDate, employeeProfileFields.shape.probation_end_date),
    confirmation_date: z.preprocess(importDate, employeeProfileFields.shape.confirmation_date),
    next_of_kin_name: employeeProfileFields.shape.next_of_kin_name,
    next_of_kin_relationship: employeeProfileFields.shape.next_of_kin_relationship,
    next_of_kin_phone: z.preprocess(importPhone, employeeProfileFields.shape.next_of_kin_phone),
    next_of_kin_address: employeeProfileFields.shape.next_of_kin_address,
    emergency_contact_name: employeeProfileFields.shape.emergency_contact_name,
    emergency_contact_relationship: employeeProfileFields.shape.emergency_contact_relationship,
    emergency_contact_phone: z.preprocess(importPhone, employeeProfileFields.shape.emergency_contact_phone),
  })
  .superRefine((row, ctx) => {
    employeeProfileRules(row, ctx);
    wholeRecordRules(row, ctx);
  });
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowErrorSchema = z.object({ field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** One checked row: its line in the file (the header is line 1), the values read, the problems. */
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  values: z.partialRecord(z.enum(IMPORT_COLUMNS), z.string()),
  errors: z.array(importRowErrorSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** POST /organization/employees/import/preview. */
export const importPreviewSchema = z.object({
  columns: z.array(z.enum(IMPORT_COLUMNS)),
  rows: z.array(importPreviewRowSchema),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /organization/employees/import. */
export const importSummarySchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  /** The problems of the skipped rows, `line` naming the file line. */
  errors: z.array(importRowErrorSchema.extend({ line: z.number().int() })),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** `only_valid` arrives as a multipart text field or a query parameter. */
export const importOptionsSchema = z.object({
  only_valid: z
    .preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean())
    .default(false),
});
