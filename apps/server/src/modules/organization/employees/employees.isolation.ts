import { sql } from 'drizzle-orm';
import { acmeFirstId, asAcme, type IsolationCase } from '../../../test/isolation.ts';
import { must } from '../../../test/must.ts';

type T = Parameters<IsolationCase['request']>[0];

/** A document row of acme's first employee (file row only; no bytes are needed to prove a 404). */
async function acmeDocument(t: T, companyId: number): Promise<{ employeeId: number; documentId: number }> {
  const employeeId = await acmeFirstId(t, companyId, 'employees');
  return asAcme(t, companyId, async (tx) => {
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
      url: `/organization/employees/${await acmeFirstId(t, acme.companyId, 'employees')}`,
    }),
  },
  {
    route: 'PUT /api/v1/organization/employees/{id}',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeFirstId(t, acme.companyId, 'employees')}`,
      payload: validProfile,
    }),
  },
  {
    route: 'GET /api/v1/organization/employees/{id}/documents',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeFirstId(t, acme.companyId, 'employees')}/documents`,
    }),
  },
  {
    route: 'POST /api/v1/organization/employees/{id}/documents',
    request: async (t, acme) => ({
      url: `/organization/employees/${await acmeFirstId(t, acme.companyId, 'employees')}/documents`,
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
      url: `/organization/employees/${await acmeFirstId(t, acme.companyId, 'employees')}/activity`,
    }),
  },
];
