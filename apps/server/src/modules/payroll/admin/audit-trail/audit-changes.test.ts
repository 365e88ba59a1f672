import { describe, expect, it } from 'vitest';
import { changesOf, flatten } from './audit-changes.ts';

describe('the audit entry’s before/after table', () => {
  it('flattens objects by path, lists of values as one value, lists of records by position', () => {
    const snapshot = {
      name: 'Senior',
      monthly_salary: '250000.00',
      bank_ids: [3, 1],
      empty: [],
      pay_breakdowns: [
        { id: 4, amount: '1000.00' },
        { id: 5, amount: null },
      ],
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect([...flatten(snapshot)]).toEqual([
      ['name', 'Senior'],
      ['monthly_salary', '250000.00'],
      ['bank_ids', '3, 1'],
      ['empty', null],
      ['pay_breakdowns.1.id', 4],
      ['pay_breakdowns.1.amount', '1000.00'],
      ['pay_breakdowns.2.id', 5],
      ['pay_breakdowns.2.amount', null],
    ]);
  });

  it('keeps the changed fields of an update only', () => {
    const before = { name: 'A', nhf_enabled: true, rent: '0.00', items: [{ amount: '1.00' }] };
    const after = {
      name: 'A',
      nhf_enabled: false,
      rent: '0.00',
      items: [{ amount: '2.00' }, { amount: '3.00' }],
    };
    expect(changesOf(before, after)).toEqual([
      { field: 'nhf_enabled', before: true, after: false },
      { field: 'items.1.amount', before: '1.00', after: '2.00' },
      { field: 'items.2.amount', before: null, after: '3.00' },
    ]);
  });

  it('lists what a create set and what a delete removed, leaving empty fields out', () => {
    expect(changesOf(null, { name: 'Bank batch', description: null })).toEqual([
      { field: 'name', before: null, after: 'Bank batch' },
    ]);
    expect(changesOf({ name: 'Bank batch' }, null)).toEqual([
      { field: 'name', before: 'Bank batch', after: null },
    ]);
  });

  it('shows a plain snapshot as one value and stops at a depth where it shows text', () => {
    expect(changesOf('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new' }]);
    const deep = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    expect([...flatten(deep)]).toEqual([['a.b.c.d.e.f', '{"g":1}']]);
  });
});
