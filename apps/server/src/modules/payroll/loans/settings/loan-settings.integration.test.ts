import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  LOAN_CAP_MESSAGES as C,
  LOAN_TYPE_MESSAGES as M,
  type LoanCapList,
  type LoanType,
} from '@clockroom/contracts';
import { createdWith, dataOf, expectFieldError, testFile } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';

const TYPES = '/payroll/loans/settings/loantypes';
const CAPS = '/payroll/loans/settings/loancaps';
const f = testFile();
let n = 0;
const body = (over: Record<string, unknown> = {}) => ({
  name: `Test loan ${(n += 1)}`,
  description: 'For emergencies',
  minimum_amount: '10000',
  maximum_amount: '500000.50',
  max_tenure_months: 12,
  interest_rate: '7.50',
  interest_type: 'reducing',
  eligible_after_months: '3',
  status: 'active',
  ...over,
});

/** A pending loan of the type, written behind the API (the requests area makes them). */
async function loanOn(typeId: number) {
  const companyId = await f.companyId('demo');
  await f.t.database.owner.execute(sql`
    INSERT INTO payroll_loans (company_id, employee_id, loan_type_id, amount_kobo, tenure_months,
      repayment_start, interest_rate, interest_type)
    SELECT ${companyId}, e.id, ${typeId}, 100000, 3, '2026-01-01', 0, 'flat'
    FROM employees e WHERE e.company_id = ${companyId} ORDER BY e.id LIMIT 1`);
}

describe('loan types', () => {
  it('creates, reads, lists with search and status, updates and deletes in a batch', async () => {
    const admin = await f.as('admin');
    const res = await admin.post(TYPES, body({ name: 'Staff welfare loan' }));
    const made = createdWith<LoanType>(res, M.created);
    expect(made).toMatchObject({
      name: 'Staff welfare loan',
      description: 'For emergencies',
      minimum_amount: '10000.00',
      maximum_amount: '500000.50',
      max_tenure_months: 12,
      interest_rate: '7.5',
      interest_type: 'reducing',
      eligible_after_months: 3,
      status: 'active',
      loans_count: 0,
    });
    expect(dataOf(await admin.get(`${TYPES}/${made.id}`))).toEqual(made);

    const found = dataOf<{ results: LoanType[]; total: number }>(
      await admin.get(`${TYPES}?search_query=WELFARE`),
    );
    expect(found.results.map((r) => r.id)).toEqual([made.id]);
    const inactive = dataOf<{ results: LoanType[] }>(await admin.get(`${TYPES}?status=inactive&perPage=100`));
    expect(inactive.results.map((r) => r.id)).not.toContain(made.id);

    const updated = await admin.put(
      `${TYPES}/${made.id}`,
      body({
        name: 'Welfare loan',
        interest_rate: 0,
        interest_type: 'flat',
        status: 'inactive',
        description: '',
      }),
    );
    expect(updated.json().message).toBe(M.updated);
    expect(dataOf<LoanType>(updated)).toMatchObject({
      name: 'Welfare loan',
      description: null,
      interest_rate: '0',
      interest_type: 'flat',
      status: 'inactive',
    });

    const other = dataOf<LoanType>(await admin.post(TYPES, body()), 201);
    const removed = await admin.delete(TYPES, { loan_type_ids: [made.id, String(other.id)] });
    expect(removed.json()).toMatchObject({ message: M.deleted, data: { deleted: 2 } });
    expect((await admin.get(`${TYPES}/${made.id}`)).statusCode).toBe(404);
  });

  it('answers 422 per field for bad input, and a name taken ignoring case', async () => {
    const admin = await f.as('admin');
    expectFieldError(await admin.post(TYPES, body({ name: '' })), 'name', M.nameRequired);
    expectFieldError(
      await admin.post(TYPES, body({ maximum_amount: '' })),
      'maximum_amount',
      M.maximumRequired,
    );
    expectFieldError(
      await admin.post(TYPES, body({ maximum_amount: '1.234' })),
      'maximum_amount',
      M.maximumRequired,
    );
    expectFieldError(
      await admin.post(TYPES, body({ minimum_amount: '600000' })),
      'minimum_amount',
      M.amountOrder,
    );
    expectFieldError(
      await admin.post(TYPES, body({ max_tenure_months: 0 })),
      'max_tenure_months',
      M.tenureInvalid,
    );
    expectFieldError(
      await admin.post(TYPES, body({ max_tenure_months: 2.5 })),
      'max_tenure_months',
      M.tenureInvalid,
    );
    expectFieldError(
      await admin.post(TYPES, body({ interest_rate: '100.5' })),
      'interest_rate',
      M.rateInvalid,
    );
    expectFieldError(await admin.post(TYPES, body({ interest_rate: -1 })), 'interest_rate', M.rateInvalid);
    expectFieldError(
      await admin.post(TYPES, body({ interest_type: 'compound' })),
      'interest_type',
      M.interestTypeInvalid,
    );
    expectFieldError(
      await admin.post(TYPES, body({ eligible_after_months: -2 })),
      'eligible_after_months',
      M.eligibleInvalid,
    );
    expectFieldError(await admin.post(TYPES, body({ status: 'paused' })), 'status', M.statusInvalid);

    dataOf(await admin.post(TYPES, body({ name: 'Housing Loan' })), 201);
    expectFieldError(await admin.post(TYPES, body({ name: 'housing loan' })), 'name', M.nameTaken);
    expectFieldError(await admin.delete(TYPES, { loan_type_ids: [] }), 'loan_type_ids', M.idsRequired);
  });

  it('refuses to delete a type a loan uses, naming it, and deletes nothing of the batch', async () => {
    const admin = await f.as('admin');
    const used = dataOf<LoanType>(await admin.post(TYPES, body({ name: 'Used loan' })), 201);
    const free = dataOf<LoanType>(await admin.post(TYPES, body()), 201);
    await loanOn(used.id);
    expect(dataOf<LoanType>(await admin.get(`${TYPES}/${used.id}`)).loans_count).toBe(1);
    const res = await admin.delete(TYPES, { loan_type_ids: [free.id, used.id] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(M.inUse('Used loan'));
    expect((await admin.get(`${TYPES}/${free.id}`)).statusCode).toBe(200);
    // Deactivating is the way out.
    const off = await admin.put(`${TYPES}/${used.id}`, body({ name: 'Used loan', status: 'inactive' }));
    expect(dataOf<LoanType>(off).status).toBe('inactive');
  });

  it('keeps them to readers and managers: an employee cannot list or create', async () => {
    const employee = await f.as('employee');
    expect((await employee.get(TYPES)).statusCode).toBe(403);
    expect((await employee.post(TYPES, body())).statusCode).toBe(403);
    const admin = await f.as('admin');
    expect((await admin.get(`${TYPES}/999999999`)).statusCode).toBe(404);
    expect((await admin.delete(TYPES, { loan_type_ids: [999999999] })).statusCode).toBe(404);
  });
});

describe('loan caps', () => {
  it('lists every branch by default with its cap, sets, replaces and removes caps, and filters by name', async () => {
    const admin = await f.as('admin');
    const branch = await make.branch(admin, { station_name: 'Kano Capped Office' });
    const first = dataOf<LoanCapList>(await admin.get(CAPS));
    expect(first.model_type).toBe('branch');
    expect(first.results.find((r) => r.model_id === branch.id)).toEqual({
      model_type: 'branch',
      model_id: branch.id,
      name: 'Kano Capped Office',
      amount: null,
    });
    expect(first.total).toBe(first.results.length);

    const saved = await admin.post(CAPS, { caps: [{ model_id: branch.id, amount: '750000.25' }] });
    expect(saved.json().message).toBe(C.saved);
    expect(dataOf<LoanCapList>(saved).results.find((r) => r.model_id === branch.id)?.amount).toBe(
      '750000.25',
    );

    const searched = dataOf<LoanCapList>(await admin.get(`${CAPS}?searchByStationOrGrade=kano capped`));
    expect(searched.results).toEqual([
      { model_type: 'branch', model_id: branch.id, name: 'Kano Capped Office', amount: '750000.25' },
    ]);

    await admin.post(CAPS, { model_type: 'branch', caps: [{ model_id: branch.id, amount: 900000 }] });
    const replaced = dataOf<LoanCapList>(
      await admin.get(`${CAPS}?model_type=branch&searchByStationOrGrade=Kano`),
    );
    expect(replaced.results[0]?.amount).toBe('900000.00');
    await admin.post(CAPS, { caps: [{ model_id: branch.id, amount: '' }] });
    const removed = dataOf<LoanCapList>(await admin.get(`${CAPS}?searchByStationOrGrade=Kano Capped`));
    expect(removed.results[0]?.amount).toBeNull();
  });

  it('sets caps on grades', async () => {
    const admin = await f.as('admin');
    const grades = dataOf<LoanCapList>(await admin.get(`${CAPS}?model_type=grade`));
    expect(grades.model_type).toBe('grade');
    const grade = grades.results[0];
    expect(grade).toBeDefined();
    if (!grade) return;
    const saved = dataOf<LoanCapList>(
      await admin.post(CAPS, {
        model_type: 'grade',
        caps: [{ model_id: grade.model_id, amount: '1000000' }],
      }),
    );
    expect(saved.results.find((r) => r.model_id === grade.model_id)?.amount).toBe('1000000.00');
  });

  it('answers 422 for a bad model type, amount or id, and writes nothing', async () => {
    const admin = await f.as('admin');
    const branch = await make.branch(admin);
    expectFieldError(
      await admin.post(CAPS, { model_type: 'team', caps: [] }),
      'model_type',
      C.modelTypeInvalid,
    );
    expectFieldError(await admin.post(CAPS, { caps: [] }), 'caps', C.capsRequired);
    expectFieldError(
      await admin.post(CAPS, { caps: [{ model_id: branch.id, amount: 'lots' }] }),
      'caps.0.amount',
      C.amountInvalid,
    );
    expectFieldError(
      await admin.post(CAPS, { caps: [{ model_id: branch.id, amount: 0 }] }),
      'caps.0.amount',
      C.amountPositive,
    );
    expectFieldError(
      await admin.post(CAPS, {
        caps: [
          { model_id: branch.id, amount: 5 },
          { model_id: 999999999, amount: 5 },
        ],
      }),
      'caps.1.model_id',
      C.modelInvalid,
    );
    const after = dataOf<LoanCapList>(await admin.get(CAPS));
    expect(after.results.find((r) => r.model_id === branch.id)?.amount).toBeNull();
    expect((await (await f.as('employee')).get(CAPS)).statusCode).toBe(403);
  });
});
