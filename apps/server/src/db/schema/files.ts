import { boolean, index, integer, text } from 'drizzle-orm/pg-core';
import { cascadeTo, createdAt, instant, ref, tenantTable } from './columns.ts';
import { companyCascade, employeeCascade } from './named-keys.ts';

/**
 * Every stored file (pictures, logos, employee documents, generated exports). The bytes live in
 * DATA_DIR/files under `storageKey`; this row is what makes a file belong to one company.
 */
export const files = tenantTable(
  'files',
  {
    /** Unguessable public name used in URLs (a download link never exposes the sequence id). */
    token: text('token').notNull(),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Generated exports are private to whoever generated them and expire. */
    ownerUserId: ref('owner_user_id'),
    isPublic: boolean('is_public').notNull().default(false),
    expiresAt: instant('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('files_token_idx').on(t.token), companyCascade(t)],
);

/** Documents kept on an employee's profile (contracts, certificates, ID cards). */
export const employeeDocuments = tenantTable(
  'employee_documents',
  {
    employeeId: ref('employee_id').notNull(),
    fileId: ref('file_id').notNull(),
    title: text('title').notNull(),
    uploadedByUserId: ref('uploaded_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('employee_documents_employee_idx').on(t.companyId, t.employeeId),
    companyCascade(t),
    employeeCascade(t),
    cascadeTo(files, t, t.fileId),
  ],
);

export type FileRow = typeof files.$inferSelect;
