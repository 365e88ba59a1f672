import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../platform/constants.ts';

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

/** One row of the employees table (GET /organization/employees). */
export interface EmployeeListRow {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  pin: string | null;
  email: string | null;
  picture: string | null;
  branch: string | null;
  department: string | null;
  designation: string | null;
  employee_type: string | null;
  status: number;
  login_access: boolean;
  archived_at?: string | null;
}

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
