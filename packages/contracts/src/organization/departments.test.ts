import { describe, expect, it } from 'vitest';
import { departmentDeleteSchema, departmentInputSchema, departmentListQuerySchema } from './departments.ts';
import { DEPARTMENT_MESSAGES } from './departments-messages.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

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
