import { describe, expect, it } from 'vitest';
import {
  branchInputSchema,
  branchListQuerySchema,
  departmentDeleteSchema,
  departmentInputSchema,
  departmentListQuerySchema,
  teamDeleteSchema,
  teamInputSchema,
} from './structure.ts';
import { BRANCH_MESSAGES, DEPARTMENT_MESSAGES, TEAM_MESSAGES } from './structure-messages.ts';

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

describe('department input', () => {
  it('defaults to active and needs a branch', () => {
    expect(departmentInputSchema.parse({ department_name: 'HR', branch_id: '2' })).toMatchObject({
      branch_id: 2,
      status: 1,
    });
    expect(firstMessage(departmentInputSchema.safeParse({ department_name: 'HR' }))).toBe(
      DEPARTMENT_MESSAGES.branchRequired,
    );
    expect(
      firstMessage(departmentInputSchema.safeParse({ department_name: 'HR', branch_id: 1, status: 2 })),
    ).toBe(DEPARTMENT_MESSAGES.statusInvalid);
  });
  it('treats an empty status filter as none', () => {
    expect(departmentListQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(departmentListQuerySchema.safeParse({ status: '5' }).success).toBe(false);
  });
  it('needs at least one valid id to delete', () => {
    expect(departmentDeleteSchema.parse({ departmentIds: ['4', 5] })).toEqual({ departmentIds: [4, 5] });
    for (const departmentIds of [[], ['x'], [0], [1.5]]) {
      expect(firstMessage(departmentDeleteSchema.safeParse({ departmentIds }))).toBe(
        DEPARTMENT_MESSAGES.idsRequired,
      );
    }
  });
});

describe('team input', () => {
  it('keeps membership untouched when member_ids is absent', () => {
    expect(teamInputSchema.parse({ team_name: 'Ops' }).member_ids).toBeUndefined();
    expect(teamInputSchema.parse({ team_name: 'Ops', member_ids: [] }).member_ids).toEqual([]);
  });
  it('refuses bad members, leads and ids', () => {
    expect(firstMessage(teamInputSchema.safeParse({ team_name: 'Ops', member_ids: ['a'] }))).toBe(
      TEAM_MESSAGES.membersInvalid,
    );
    expect(firstMessage(teamInputSchema.safeParse({ team_name: 'Ops', lead_employee_id: 'x' }))).toBe(
      TEAM_MESSAGES.leadInvalid,
    );
    expect(firstMessage(teamDeleteSchema.safeParse({}))).toBe(TEAM_MESSAGES.idsRequired);
  });
});
