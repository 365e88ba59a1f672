import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../platform/constants.ts';
import { employeePayrollDetailFields } from './employee-payroll.ts';

/** Comma-separated or repeated ids in a query string; empty means "no filter" (spec 1 §5). */
const idList = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const parts = (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean);
  return parts.length ? parts.map(Number) : undefined;
}, z.array(z.number().int().positive()).optional());

/** GET /organization/employees/search (spec 1 §7): page, per_page, query and the four id filters. */
export const employeeSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  query: z.string().trim().optional(),
  department_ids: idList,
  team_ids: idList,
  grade_ids: idList,
  branch_ids: idList,
});
export type EmployeeSearchQuery = z.infer<typeof employeeSearchQuerySchema>;

/** GET /organization/employees and /archives (spec 1 §7): paging, search and the status filter. */
export const employeeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  search_query: z.string().trim().max(100).optional(),
  /** active|inactive, or the stored 1|0; empty means both. */
  status: z.preprocess(
    (v) =>
      v === '' || v === undefined || v === null
        ? undefined
        : v === 'active' || v === '1'
          ? 1
          : v === 'inactive' || v === '0'
            ? 0
            : v,
    z.union([z.literal(1), z.literal(0)], { error: 'Status must be active or inactive' }).optional(),
  ),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

const text = z.string().nullable();
/** An instant, as ISO 8601 (services turn the database's Date into this). */
const instant = z.string();

/** One row of the employees table (GET /organization/employees and /archives). */
export const employeeListRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  pin: text,
  email: text,
  picture: text,
  branch: text,
  department: text,
  designation: text,
  employee_type: text,
  status: z.number().int(),
  login_access: z.boolean(),
  archived_at: instant.nullable(),
});
export type EmployeeListRow = z.infer<typeof employeeListRowSchema>;

/** One hit of GET /organization/employees/search (the header's search and every employee picker). */
export const employeeSearchHitSchema = employeeListRowSchema.pick({
  id: true,
  name: true,
  first_name: true,
  last_name: true,
  pin: true,
  email: true,
  picture: true,
  department: true,
  branch: true,
});
export type EmployeeSearchHit = z.infer<typeof employeeSearchHitSchema>;

/**
 * The person's own fields, stored as sent: what the admin record (GET /organization/employees/{id})
 * and the self-service profile (GET .../{id}/profile, onboarding.ts) both show.
 */
export const employeePersonFields = z.object({
  id: z.number(),
  salutation: text,
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: text,
  blood_group: text,
  genotype: text,
  nationality: text,
  gender: text,
  marital_status: text,
  religion: text,
  email: text,
  mobile_number: text,
  mobile_number2: text,
  address: text,
  country_id: z.number().nullable(),
  state_id: z.number().nullable(),
  city_id: z.number().nullable(),
  country: text,
  state: text,
  city: text,
  local_government: text,
  picture: text,
  pin: text,
  bank_id: z.number().nullable(),
  account_number: text,
  account_name: text,
  bank_branch: text,
  pension_fund_administrator: text,
  rsa_pin: text,
  tax_id: text,
  tax_location: text,
  appointment_date: text,
  nin: text,
  next_of_kin_name: text,
  next_of_kin_relationship: text,
  next_of_kin_phone: text,
  next_of_kin_address: text,
  emergency_contact_name: text,
  emergency_contact_relationship: text,
  emergency_contact_phone: text,
  login_access: z.boolean(),
  profile_completed: z.boolean(),
});

/** A company record an employee points at: its id and its name under the spec's key. */
export const namedRecord = <K extends string>(key: K) =>
  z.object({ id: z.number(), ...({ [key]: z.string() } as Record<K, z.ZodString>) }).nullable();

/** GET, POST and PUT /organization/employees{/id}: the admin's whole record of one employee. */
export const employeeDetailSchema = employeePersonFields.extend({
  name: z.string(),
  custom_employee_id: text,
  probation_end_date: text,
  confirmation_date: text,
  exit_date: text,
  exit_reason: text,
  branch_id: z.number().nullable(),
  department_id: z.number().nullable(),
  team_id: z.number().nullable(),
  employee_type_id: z.number().nullable(),
  employee_grade_id: z.number().nullable(),
  employee_category_id: z.number().nullable(),
  employee_designation_id: z.number().nullable(),
  show_in_organogram: z.boolean(),
  status: z.number().int(),
  invited_at: instant.nullable(),
  archived: z.boolean(),
  archived_at: instant.nullable(),
  is_owner: z.boolean(),
  has_user: z.boolean(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  branch: z.object({ id: z.number(), station_name: z.string(), is_hq: z.boolean() }).nullable(),
  department: namedRecord('department_name'),
  team: namedRecord('team_name'),
  employee_type: namedRecord('type_name'),
  employee_grade: namedRecord('grade_name'),
  employee_category: namedRecord('category_name'),
  employee_designation: namedRecord('designation_name'),
  bank: namedRecord('bank_name'),
  // Payroll's fields (issue 19): rent relief, NHF, pension under its issue name, PAYE state.
  ...employeePayrollDetailFields,
  created_at: instant,
  updated_at: instant,
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** PUT activate / deactivate: the ids whose status changed. */
export const employeeStatusResultSchema = z.object({ id: z.array(z.number()) });
export const employeesArchivedSchema = z.object({ archived: z.array(z.number()) });
export const employeesRestoredSchema = z.object({ restored: z.array(z.number()) });
export const employeesDeletedSchema = z.object({ deleted: z.array(z.number()) });

/** A document kept on an employee's profile (GET /organization/employees/{id}/documents). */
export const employeeDocumentSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The download token: GET /downloads/{file_name}. */
  file_name: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  /** The uploader's email; null once their login is gone. */
  uploaded_by: text,
  created_at: instant,
  url: z.string(),
});
export type EmployeeDocument = z.infer<typeof employeeDocumentSchema>;

/** POST /organization/employees/{id}/documents: the stored document. */
export const employeeDocumentUploadedSchema = employeeDocumentSchema.pick({
  id: true,
  title: true,
  file_name: true,
  url: true,
});
export type EmployeeDocumentUploaded = z.infer<typeof employeeDocumentUploadedSchema>;

/** One audit entry about an employee (GET /organization/employees/{id}/activity). */
export const employeeActivitySchema = z.object({
  id: z.number(),
  action: z.string(),
  description: z.string(),
  actor_name: text,
  created_at: instant,
});
export type EmployeeActivity = z.infer<typeof employeeActivitySchema>;

/**
 * The ids of a bulk call: `{ "id": [1, 2] }`, `{ "id": 1 }` or a bare `[1, 2]` (spec 1 §7: "the id as
 * a JSON list"). Always read as a non-empty list.
 */
export const employeeIdsBodySchema = z.preprocess(
  (v) => {
    const raw = Array.isArray(v) ? v : v && typeof v === 'object' ? (v as { id?: unknown }).id : undefined;
    if (raw === undefined || raw === null) return { id: [] };
    return { id: Array.isArray(raw) ? raw : [raw] };
  },
  z.object({
    id: z
      .array(
        z.coerce
          .number({ error: 'Kindly select at least one employee' })
          .int()
          .positive('Kindly select at least one employee'),
      )
      .min(1, 'Kindly select at least one employee')
      .max(500, 'At most 500 employees at a time'),
  }),
);
export type EmployeeIdsBody = z.infer<typeof employeeIdsBodySchema>;

/** PUT /organization/employees/{endpoint}: the two status endpoints (static paths, before :id). */
export const EMPLOYEE_STATUS_ENDPOINTS = ['activate', 'deactivate'] as const;
export type EmployeeStatusEndpoint = (typeof EMPLOYEE_STATUS_ENDPOINTS)[number];

/** Employee documents (profile tab): PDF, JPEG, PNG, DOCX, XLSX up to 10 MB, multipart field `document`. */
export const EMPLOYEE_DOCUMENT_FIELD = 'document';
export const EMPLOYEE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const EMPLOYEE_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx'] as const;

export const EMPLOYEE_MESSAGES = {
  searched: 'Employees retrieved successfully',
  listed: 'Employees retrieved successfully',
  loaded: 'Employee retrieved successfully',
  notFound: 'Employee not found',
  created: 'Employee created successfully',
  updated: 'Employee updated successfully',
  activated: 'Employee activated successfully',
  deactivated: 'Employee deactivated successfully',
  archived: 'Employee archived successfully',
  archivesListed: 'Archived employees retrieved successfully',
  restored: 'Archived employee restored successfully',
  deleted: 'Archived employee deleted successfully',
  pictureUploaded: 'Picture uploaded successfully',
  pictureMissing: 'Kindly choose a picture to upload',
  pinTaken: 'This pin is already used by another employee',
  emailTaken: 'This email is already used by another employee',
  ownerProtected: 'The company owner cannot be archived, deactivated or deleted',
  ownerKeepsAccess: 'The company owner keeps login access',
  notArchived: 'Only archived employees can be deleted permanently',
  stillReferenced: 'This employee still has records in other modules and cannot be deleted permanently',
  rolesNotAllowed: 'You are not allowed to assign roles',
  ownerEditsOwnRecord: "Only the company owner can edit the owner's record",
  signInEmailNotAllowed: 'You are not allowed to change the sign-in email of this employee',
  branchMissing: 'The selected branch does not exist',
  departmentMissing: 'The selected department does not exist',
  teamMissing: 'The selected team does not exist',
  typeMissing: 'The selected employee type does not exist',
  gradeMissing: 'The selected grade does not exist',
  categoryMissing: 'The selected category does not exist',
  designationMissing: 'The selected designation does not exist',
  bankMissing: 'The selected bank does not exist',
  roleMissing: 'A selected role does not exist',
  documentsListed: 'Documents retrieved successfully',
  documentUploaded: 'Document uploaded successfully',
  documentDeleted: 'Document deleted successfully',
  documentNotFound: 'Document not found',
  documentTitleRequired: 'Kindly input a document title',
  documentMissing: 'Kindly choose a document to upload',
  documentType: 'The document must be a PDF, JPEG, PNG, DOCX or XLSX file',
  documentSize: 'The document size can not exceed 10MB',
  activityListed: 'Activity retrieved successfully',
} as const;
