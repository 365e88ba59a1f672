import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../test/isolation.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

type T = Parameters<IsolationCase['request']>[0];

async function acmeEmployeeId(t: T, companyId: number): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM employees ORDER BY id LIMIT 1`);
    return Number(must(r.rows[0], 'an employee of the other company').id);
  });
}

/** A document row of acme's first employee (file row only; no bytes are needed to prove a 404). */
async function acmeDocument(t: T, companyId: number): Promise<{ employeeId: number; documentId: number }> {
  const employeeId = await acmeEmployeeId(t, companyId);
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const f = await tx.execute<{ id: string }>(sql`
      INSERT INTO files (company_id, token, kind, original_name, mime_type, size_bytes, storage_key, is_public)
      VALUES (${companyId}, ${`${companyId}-isolationdocument${Date.now()}.pdf`}, 'employee-document', 'x.pdf',
              'application/pdf', 1, 'missing', false)
      RETURNING id`);
    const d = await tx.execute<{ id: string }>(sql`
      INSERT INTO employee_documents (company_id, employee_id, file_id, title)
      VALUES (${companyId}, ${employeeId}, ${Number(must(f.rows[0], 'the inserted file').id)}, 'Isolation') RETURNING id`);
    return { employeeId, documentId: Number(must(d.rows[0], 'the inserted document').id) };
  });
}

const validProfile = {
  first_name: 'Isolation',
  last_name: 'Check',
  email: 'admin@acme.example',
  mobile_number: '234-8030000001',
};

export const employeeIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/organization/employees/{id}',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeEmployeeId(t, acme.companyId)}`,
    }),
  },
  {
    route: 'PUT /api/v1/organization/employees/{id}',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeEmployeeId(t, acme.companyId)}`,
      payload: validProfile,
    }),
  },
  {
    route: 'GET /api/v1/organization/employees/{id}/documents',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeEmployeeId(t, acme.companyId)}/documents`,
    }),
  },
  {
    route: 'POST /api/v1/organization/employees/{id}/documents',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeEmployeeId(t, acme.companyId)}/documents`,
    }),
  },
  {
    route: 'DELETE /api/v1/organization/employees/{id}/documents/{documentId}',
    request: async (t, acme) => {
      const d = await acmeDocument(t, acme.companyId);
      return { url: `/organization/employees/${d.employeeId}/documents/${d.documentId}` };
    },
  },
  {
    route: 'GET /api/v1/organization/employees/{id}/activity',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeEmployeeId(t, acme.companyId)}/activity`,
    }),
  },
];
