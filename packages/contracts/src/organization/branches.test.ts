import { describe, expect, it } from 'vitest';
import { branchInputSchema, branchListQuerySchema } from './branches.ts';
import { BRANCH_MESSAGES } from './branches-messages.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('branch input', () => {
  it('trims, turns blanks into null and keeps the details', () => {
    expect(branchInputSchema.parse({ station_name: ' Kano ', address: ' ', phone: '', email: '' })).toEqual({
      station_name: 'Kano',
      address: null,
      phone: null,
      email: null,
    });
  });
  it.each([
    [{}, BRANCH_MESSAGES.nameRequired],
    [{ station_name: ' ' }, BRANCH_MESSAGES.nameRequired],
    [{ station_name: 'x'.repeat(151) }, BRANCH_MESSAGES.nameTooLong],
    [{ station_name: 'A', email: 'nope' }, BRANCH_MESSAGES.emailInvalid],
    [{ station_name: 'A', phone: 'abc' }, BRANCH_MESSAGES.phoneInvalid],
    [{ station_name: 'A', branch_type_id: -1 }, BRANCH_MESSAGES.typeInvalid],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(branchInputSchema.safeParse(input))).toBe(message);
  });
  it('accepts all, hq or a type id as the list filter', () => {
    for (const filter of ['all', 'hq', '3', ''])
      expect(branchListQuerySchema.safeParse({ filter }).success).toBe(true);
    expect(branchListQuerySchema.safeParse({ filter: 'drop table' }).success).toBe(false);
  });
});
