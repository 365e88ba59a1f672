import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { auditLogs, employeeDocuments, files, users } from '../../../db/schema/index.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { deleteCompanyRows, expectRow } from '../../../platform/db/rows.ts';

/** Documents kept on an employee's profile, newest first, with the uploader's email. */
export async function listDocuments(tx: Tx, companyId: number, employeeId: number) {
  return tx
    .select({
      id: employeeDocuments.id,
      title: employeeDocuments.title,
      file_name: files.token,
      original_name: files.originalName,
      mime_type: files.mimeType,
      size_bytes: files.sizeBytes,
      uploaded_by: users.email,
      created_at: employeeDocuments.createdAt,
    })
    .from(employeeDocuments)
    .innerJoin(
      files,
      and(eq(files.companyId, employeeDocuments.companyId), eq(files.id, employeeDocuments.fileId)),
    )
    .leftJoin(
      users,
      and(eq(users.companyId, employeeDocuments.companyId), eq(users.id, employeeDocuments.uploadedByUserId)),
    )
    .where(and(eq(employeeDocuments.companyId, companyId), eq(employeeDocuments.employeeId, employeeId)))
    .orderBy(desc(employeeDocuments.createdAt), desc(employeeDocuments.id));
}

export async function insertDocument(
  tx: Tx,
  companyId: number,
  row: Omit<typeof employeeDocuments.$inferInsert, 'companyId'>,
) {
  return expectRow(
    await tx
      .insert(employeeDocuments)
      .values({ ...row, companyId })
      .returning(),
    'the new employee document',
  );
}

export async function findDocument(tx: Tx, companyId: number, employeeId: number, documentId: number) {
  const [d] = await tx
    .select({ id: employeeDocuments.id, title: employeeDocuments.title, fileId: employeeDocuments.fileId })
    .from(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.companyId, companyId),
        eq(employeeDocuments.employeeId, employeeId),
        eq(employeeDocuments.id, documentId),
      ),
    );
  return d;
}

/** Removes the document and its file row (the stored bytes become unreferenced). */
export async function deleteDocument(
  tx: Tx,
  companyId: number,
  documentId: number,
  fileId: number,
): Promise<void> {
  await deleteCompanyRows(tx, employeeDocuments, companyId, eq(employeeDocuments.id, documentId));
  await tx.delete(files).where(and(eq(files.companyId, companyId), eq(files.id, fileId)));
}

/** Before a permanent delete: the file rows of the employees' documents (the cascade keeps them otherwise). */
export async function deleteDocumentFilesOf(tx: Tx, companyId: number, employeeIds: number[]): Promise<void> {
  const fileIds = tx
    .select({ id: employeeDocuments.fileId })
    .from(employeeDocuments)
    .where(
      and(eq(employeeDocuments.companyId, companyId), inArray(employeeDocuments.employeeId, employeeIds)),
    );
  await tx.delete(files).where(and(eq(files.companyId, companyId), inArray(files.id, fileIds)));
}

/** The audit entries about one employee (entity 'employee'), newest first, paged. */
export async function activityOf(
  tx: Tx,
  companyId: number,
  employeeId: number,
  limit: number,
  offset: number,
) {
  const rows = await tx
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      description: auditLogs.description,
      actor_name: auditLogs.actorName,
      created_at: auditLogs.createdAt,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.companyId, companyId),
        eq(auditLogs.entity, 'employee'),
        eq(auditLogs.entityId, String(employeeId)),
      ),
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(pageBound(limit))
    .offset(pageBound(offset));
  return { results: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}
