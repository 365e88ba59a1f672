import type { Tx } from '../../../platform/db/database.ts';
import { insertLeaveTypes, type LeaveTypeValues } from './leave-types.repository.ts';

type DefaultLeaveType = Pick<LeaveTypeValues, 'leaveName' | 'weekend' | 'applicableDays' | 'gender' | 'note'>;

const WORKING_WEEK = ['Saturday', 'Sunday'];

/**
 * What a new company starts with: Nigerian defaults it can change or delete like any type (ADR 30,
 * which gives each figure's source and says which are statutory and which are practice). Working-day
 * types leave out Saturday and Sunday; maternity counts every day, as its twelve weeks are calendar
 * weeks. Migration 0016 gave the same list to companies that had none; it is a copy frozen then.
 */
export const DEFAULT_LEAVE_TYPES: readonly DefaultLeaveType[] = [
  {
    leaveName: 'Annual Leave',
    weekend: WORKING_WEEK,
    applicableDays: 15,
    gender: null,
    note: 'Labour Act s.18: at least 6 working days after 12 months of continuous service; 15 working days is common practice.',
  },
  {
    leaveName: 'Sick Leave',
    weekend: WORKING_WEEK,
    applicableDays: 12,
    gender: null,
    note: "Labour Act s.16: up to 12 working days a year with full pay, on a registered medical practitioner's certificate.",
  },
  {
    leaveName: 'Maternity Leave',
    weekend: [],
    applicableDays: 84,
    gender: 'female',
    note: 'Labour Act s.54: 12 weeks (six before and six after confinement), on a medical certificate.',
  },
  {
    leaveName: 'Paternity Leave',
    weekend: WORKING_WEEK,
    applicableDays: 10,
    gender: 'male',
    note: 'Not in the Labour Act; 10 working days as in the Lagos State public service.',
  },
  {
    leaveName: 'Compassionate Leave',
    weekend: WORKING_WEEK,
    applicableDays: 5,
    gender: null,
    note: 'Not in the Labour Act; for the death or grave illness of a close relative.',
  },
  {
    leaveName: 'Study Leave',
    weekend: WORKING_WEEK,
    applicableDays: 10,
    gender: null,
    note: 'Not in the Labour Act; for examinations and approved courses. Longer study leave is agreed case by case.',
  },
  {
    leaveName: 'Leave Without Pay',
    weekend: WORKING_WEEK,
    applicableDays: 30,
    gender: null,
    note: 'Not in the Labour Act; unpaid leave agreed with the employer.',
  },
];

/** Gives a new company the default leave types, inside the transaction that creates it. */
export async function createDefaultLeaveTypes(tx: Tx, companyId: number): Promise<void> {
  await insertLeaveTypes(
    tx,
    companyId,
    DEFAULT_LEAVE_TYPES.map((type) => ({
      ...type,
      weekend: [...type.weekend],
      periodType: 'Day',
      isGeneric: true,
      branchId: null,
      categoryType: 'all_users',
      memberIds: [],
    })),
  );
}
