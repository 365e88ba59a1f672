import { sql } from 'drizzle-orm';
import { acmeCreate, acmeFirstId, acmeRowId, asAcme, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';

/**
 * Recruitment's requisition and posting half (issue 24, ADR 66): acme's job requests, templates,
 * postings, posting settings, job boards and recruiters by id are a 404 to demo's admin, and so is
 * deciding acme's job request.
 */

type Acme = { companyId: number; token: string };
const R = '/hrm/recruitment';

/** Acme's first department; acme's seed has none, so one is made on first use. */
async function acmeDepartment(t: TestApp, companyId: number): Promise<number> {
  const branch = await acmeFirstId(t, companyId, 'branches');
  const made = sql`INSERT INTO departments (company_id, department_name, branch_id)
    VALUES (${companyId}, 'Acme stores', ${branch}) RETURNING id`;
  const found = sql`SELECT id FROM departments ORDER BY id LIMIT 1`;
  return asAcme(t, companyId, async (tx) => {
    const r =
      (await tx.execute<{ id: string }>(found)).rows[0] ?? (await tx.execute<{ id: string }>(made)).rows[0];
    return Number(must(r, 'an acme department').id);
  });
}

async function requestBody(t: TestApp, acme: Acme) {
  return {
    title: 'Acme storekeeper',
    department_id: await acmeDepartment(t, acme.companyId),
    branch_id: await acmeFirstId(t, acme.companyId, 'branches'),
    headcount: 1,
    employment_type: 'full_time',
  };
}

/** Acme's job request, made through its own API (approved at once: acme has no approver group). */
const acmeRequest = async (t: TestApp, acme: Acme) =>
  acmeCreate(t, acme, `${R}/job-requests`, await requestBody(t, acme));
const postingBody = {
  title: 'Acme storekeeper',
  description: 'Keeps the store',
  employment_type: 'full_time',
};
const acmePosting = (t: TestApp, acme: Acme) => acmeCreate(t, acme, `${R}/job-postings`, postingBody);
const acmeTemplate = (t: TestApp, acme: Acme) =>
  acmeCreate(t, acme, `${R}/settings/requisition-templates`, {
    name: `Acme template ${Date.now()}${Math.random()}`,
  });
const acmeSetting = (t: TestApp, acme: Acme) =>
  acmeCreate(t, acme, `${R}/settings/job-posting-settings`, {
    name: `Acme setting ${Date.now()}${Math.random()}`,
  });
const acmeBoard = (t: TestApp, acme: Acme) =>
  acmeCreate(t, acme, `${R}/job-boards`, { name: `Acme board ${Date.now()}${Math.random()}` });
const acmeRecruiter = async (t: TestApp, acme: Acme) => {
  const free = sql`SELECT e.id FROM employees e
    WHERE NOT EXISTS (SELECT 1 FROM recruiters rc WHERE rc.company_id = e.company_id AND rc.employee_id = e.id)
    ORDER BY e.id LIMIT 1`;
  const employee = await acmeRowId(t, acme.companyId, free, 'a free acme employee');
  return acmeCreate(t, acme, `${R}/settings/recruiters`, { employee_id: employee });
};

type Make = (t: TestApp, acme: Acme) => Promise<number>;
const crud = (
  path: string,
  make: Make,
  body: (t: TestApp, acme: Acme) => Promise<unknown>,
): IsolationCase[] => [
  {
    route: `GET /api/v1${R}${path}/{id}`,
    request: async (t, acme) => ({ url: `${R}${path}/${await make(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${R}${path}/{id}`,
    request: async (t, acme) => ({ url: `${R}${path}/${await make(t, acme)}`, payload: await body(t, acme) }),
  },
  {
    route: `DELETE /api/v1${R}${path}/{id}`,
    request: async (t, acme) => ({ url: `${R}${path}/${await make(t, acme)}` }),
  },
];

export const recruitmentRequisitionIsolationCases: IsolationCase[] = [
  ...crud('/job-requests', acmeRequest, requestBody),
  ...crud('/settings/requisition-templates', acmeTemplate, async () => ({ name: 'Demo template' })),
  ...crud('/job-postings', acmePosting, async () => postingBody),
  {
    route: `PUT /api/v1${R}/job-postings/publish/{id}`,
    request: async (t, acme) => ({ url: `${R}/job-postings/publish/${await acmePosting(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${R}/job-postings/unpublish/{id}`,
    request: async (t, acme) => ({ url: `${R}/job-postings/unpublish/${await acmePosting(t, acme)}` }),
  },
  ...crud('/settings/job-posting-settings', acmeSetting, async () => ({ name: 'Demo setting' })),
  ...crud('/job-boards', acmeBoard, async () => ({ name: 'Demo board' })),
  ...crud('/settings/recruiters', acmeRecruiter, async (t, acme) => ({
    employee_id: await acmeFirstId(t, acme.companyId, 'employees'),
  })),
];
