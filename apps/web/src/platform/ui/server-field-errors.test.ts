import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { showFieldErrors } from './server-field-errors.ts';

function fakeForm(values: Record<string, unknown>) {
  const set: { name: string; errors: string[] }[] = [];
  const scrolled: string[] = [];
  const form = {
    getFieldsValue: () => values,
    setFields: (fields: { name: string; errors: string[] }[]) => set.push(...fields),
    scrollToField: (name: string) => scrolled.push(name),
  } as unknown as FormInstance;
  return { form, set, scrolled };
}
const t = ((message: string) => `[${message}]`) as unknown as TFunction;

describe('showFieldErrors', () => {
  it('puts each 422 message beside the field it names, grouping list items under their field', () => {
    const { form, set, scrolled } = fakeForm({ team_name: '', member_ids: [] });
    const error = new ApiError(422, 'invalid', [
      { field: 'team_name', message: 'Kindly input team name' },
      { field: 'member_ids.0', message: 'Unknown employee' },
      { field: 'member_ids.2', message: 'Archived employee' },
      { field: 'not_on_form', message: 'ignored' },
    ]);
    showFieldErrors(form, error, t, { scroll: true });
    expect(set).toEqual([
      { name: 'team_name', errors: ['[Kindly input team name]'] },
      { name: 'member_ids', errors: ['[Unknown employee]', '[Archived employee]'] },
    ]);
    expect(scrolled).toEqual(['team_name']);
  });
  it('maps server names to form names and ignores anything but a 422', () => {
    const { form, set } = fakeForm({});
    showFieldErrors(form, new ApiError(422, 'x', [{ field: 'grade_name', message: 'Taken' }]), t, {
      aliases: { grade_name: 'name' },
      fields: ['name'],
    });
    showFieldErrors(form, new ApiError(500, 'x', [{ field: 'name', message: 'no' }]), t, {
      fields: ['name'],
    });
    expect(set).toEqual([{ name: 'name', errors: ['[Taken]'] }]);
  });
  it('puts a message about a list row beside that row’s field', () => {
    const { form, set, scrolled } = fakeForm({ group_name: '' });
    const error = new ApiError(422, 'x', [
      { field: 'approver_details.1.approvers', message: 'Pick an approver' },
      { field: 'group_name', message: 'Name it' },
    ]);
    const nested = (field: string) => {
      const m = /^approver_details\.(\d+)\.(\w+)$/.exec(field);
      return m ? ['levels', Number(m[1]), m[2] ?? ''] : null;
    };
    showFieldErrors(form, error, t, { nested, scroll: true });
    expect(set).toEqual([
      { name: 'group_name', errors: ['[Name it]'] },
      { name: ['levels', 1, 'approvers'], errors: ['[Pick an approver]'] },
    ]);
    expect(scrolled).toEqual(['group_name']);
  });
});
