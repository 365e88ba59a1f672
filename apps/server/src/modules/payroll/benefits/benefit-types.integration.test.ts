import { describe, expect, it } from 'vitest';
import {
  BENEFIT_DEDUCTION_MESSAGES as M,
  type BenefitDeductionType,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { employeeByEmail, makeRecord, makeType, TYPES } from './benefits.fixtures.ts';

const f = testFile();

describe('benefit and deduction types', () => {
  it('are created, listed by kind and name, read, updated by body or path, and deleted as a comma list', async () => {
    const admin = await f.as('admin');
    const made = dataOf<BenefitDeductionType>(
      await admin.post(TYPES, { name: 'Housing support', is_taxable: true, description: 'Rent help' }),
      201,
    );
    expect(made).toMatchObject({ is_deduction: false, is_taxable: true, kind: 'benefit', records_count: 0 });
    const coop = dataOf<BenefitDeductionType>(
      await admin.post(TYPES, { name: 'Cooperative savings', is_deduction: 1, is_taxable: true }),
      201,
    );
    expect(coop).toMatchObject({ kind: 'deduction', is_taxable: false });

    const deductions = dataOf<ListPage<BenefitDeductionType>>(await admin.get(`${TYPES}?kind=deduction`));
    expect(deductions.results.map((t) => t.name)).toContain('Cooperative savings');
    expect(deductions.results.map((t) => t.name)).not.toContain('Housing support');
    const searched = dataOf<ListPage<BenefitDeductionType>>(await admin.get(`${TYPES}?search_query=hous`));
    expect(searched.results.map((t) => t.id)).toEqual([made.id]);
    expect(dataOf<BenefitDeductionType>(await admin.get(`${TYPES}/${made.id}`)).name).toBe('Housing support');

    const byBody = await admin.put(TYPES, { id: made.id, name: 'Housing support', is_taxable: false });
    expect(byBody.json()).toMatchObject({ message: M.typeUpdated, data: { is_taxable: false } });
    const byPath = await admin.put(`${TYPES}/${made.id}`, { name: 'Housing aid', is_taxable: true });
    expect(dataOf<BenefitDeductionType>(byPath)).toMatchObject({ name: 'Housing aid', is_taxable: true });

    const gone = await admin.delete(`${TYPES}/${made.id},${coop.id}`);
    expect(gone.json()).toMatchObject({ message: M.typesDeleted, data: { deleted: 2 } });
    expect((await admin.get(`${TYPES}/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank or repeated name, a missing id on PUT, bad ids and a type in use', async () => {
    const admin = await f.as('admin');
    expectFieldError(await admin.post(TYPES, { name: ' ' }), 'name', M.typeNameRequired);
    const type = await makeType(admin);
    expectFieldError(await admin.post(TYPES, { name: type.name.toUpperCase() }), 'name', M.typeNameTaken);
    expectFieldError(await admin.put(TYPES, { name: 'No id' }), 'id', M.idRequired);
    expectFieldError(await admin.delete(`${TYPES}/1,x`), 'id', M.idsRequired);
    expect((await admin.delete(`${TYPES}/${type.id},999999`)).statusCode).toBe(404);

    const employee = await employeeByEmail((fn) => f.inCompany('demo', fn), 'employee@demo.example');
    await makeRecord(admin, {
      employee_id: employee,
      benefit_deduction_type_id: type.id,
      amount: '1000',
      frequency: 'one_off',
      start_month: '2026-02',
    });
    const inUse = await admin.delete(`${TYPES}/${type.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(M.typeInUse);
  });

  it('are read with view benefit deductions and kept with create, edit and delete', async () => {
    const [employee, acme] = await Promise.all([f.as('employee'), f.as('acmeAdmin')]);
    expect((await employee.get(TYPES)).statusCode).toBe(403);
    expect((await employee.post(TYPES, { name: 'Mine' })).statusCode).toBe(403);
    const admin = await f.as('admin');
    const type = await makeType(admin);
    expect((await acme.get(`${TYPES}/${type.id}`)).statusCode).toBe(404);
    expect((await acme.put(TYPES, { id: type.id, name: 'Theirs' })).statusCode).toBe(404);
    expect((await acme.delete(`${TYPES}/${type.id}`)).statusCode).toBe(404);
  });
});
