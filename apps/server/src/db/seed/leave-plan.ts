/**
 * The demo company's leave and exemption requests, one or more in every state (README "Demo data").
 * Staff are named by their index in the demo seed (pin 100 + index): even indexes are women, and
 * the department is the index modulo 6 (0 Human Resources, 1 Finance, 2 Operations, 3 Sales,
 * 4 Information Technology, 5 Customer Service). Operations and Sales go to the owner; IT and
 * Customer Service to the HR officer, then the owner; Human Resources and Finance have no group, so
 * their requests are approved at once (the leave module's no-group rule, ADR 22), as before.
 * Dates are weeks from the current one (Monday = day 0), so the requests stay around today.
 */
export type Approver = 'owner' | 'hr';
export type Step = { by: Approver; action: 'approve' } | { by: Approver; action: 'reject'; reason: string };

export interface PlannedLeave {
  staff: number;
  type: string;
  weeks: number;
  day: number;
  /** Calendar days from the first to the last. */
  length: number;
  note: string;
  relief?: number;
  steps: readonly (Step | 'cancel')[];
}

export interface PlannedExemption {
  staff: number;
  weeks: number;
  day: number;
  reason: string;
  steps: readonly Step[];
}

export const LEAVE_GROUPS = [
  {
    description: 'Operations and Sales',
    departments: ['Operations', 'Sales'],
    levels: ['owner'] as const,
  },
  {
    description: 'Information Technology and Customer Service',
    departments: ['Information Technology', 'Customer Service'],
    levels: ['hr', 'owner'] as const,
  },
];

export const EXEMPTION_GROUP = {
  description: 'Operations, Sales, IT and Customer Service',
  departments: ['Operations', 'Sales', 'Information Technology', 'Customer Service'],
  levels: ['owner'] as const,
};

const approve = (by: Approver): Step => ({ by, action: 'approve' });

export const DEMO_LEAVES: readonly PlannedLeave[] = [
  // Pending at the one level (the owner's inbox).
  { staff: 2, type: 'Annual Leave', weeks: 2, day: 0, length: 3, note: 'Family visit to Enugu', steps: [] },
  {
    staff: 3,
    type: 'Compassionate Leave',
    weeks: 1,
    day: 2,
    length: 2,
    note: "Uncle's funeral in Ibadan",
    steps: [],
  },
  // Pending at the first of two levels (the HR officer's inbox) and at the second (the owner's).
  {
    staff: 4,
    type: 'Annual Leave',
    weeks: 3,
    day: 0,
    length: 5,
    note: 'Wedding in Owerri',
    relief: 10,
    steps: [],
  },
  {
    staff: 5,
    type: 'Study Leave',
    weeks: 2,
    day: 1,
    length: 2,
    note: 'ICAN examinations',
    steps: [approve('hr')],
  },
  {
    staff: 10,
    type: 'Annual Leave',
    weeks: 4,
    day: 0,
    length: 4,
    note: 'Rest after the release',
    steps: [approve('hr')],
  },
  // Approved and still ahead: scheduled.
  {
    staff: 8,
    type: 'Annual Leave',
    weeks: 1,
    day: 0,
    length: 5,
    note: 'Annual rest',
    steps: [approve('owner')],
  },
  {
    staff: 11,
    type: 'Paternity Leave',
    weeks: 2,
    day: 0,
    length: 5,
    note: 'Birth of our second child',
    steps: [approve('hr'), approve('owner')],
  },
  { staff: 13, type: 'Annual Leave', weeks: 3, day: 1, length: 3, note: 'Travelling home', steps: [] },
  // Approved and begun: taken (some are away this week).
  {
    staff: 14,
    type: 'Sick Leave',
    weeks: 0,
    day: 0,
    length: 5,
    note: 'Malaria; doctor’s note attached',
    steps: [approve('owner')],
  },
  { staff: 7, type: 'Annual Leave', weeks: -2, day: 0, length: 5, note: 'Annual rest', steps: [] },
  { staff: 1, type: 'Annual Leave', weeks: -5, day: 1, length: 3, note: 'Moving house', steps: [] },
  {
    staff: 16,
    type: 'Maternity Leave',
    weeks: -4,
    day: 0,
    length: 84,
    note: 'Maternity leave',
    steps: [approve('hr'), approve('owner')],
  },
  {
    staff: 22,
    type: 'Leave Without Pay',
    weeks: -3,
    day: 0,
    length: 5,
    note: 'Personal matters abroad',
    steps: [approve('hr'), approve('owner')],
  },
  // Rejected, with the reason.
  {
    staff: 9,
    type: 'Annual Leave',
    weeks: 1,
    day: 0,
    length: 5,
    note: 'Holiday in Calabar',
    steps: [
      { by: 'owner', action: 'reject', reason: 'Quarter-end sales push; please choose dates after it' },
    ],
  },
  {
    staff: 17,
    type: 'Study Leave',
    weeks: 3,
    day: 2,
    length: 3,
    note: 'Short course',
    steps: [
      { by: 'hr', action: 'reject', reason: 'The course is not on this year’s approved training plan' },
    ],
  },
  // Cancelled: one while pending, one once scheduled.
  { staff: 20, type: 'Annual Leave', weeks: 2, day: 0, length: 3, note: 'Trip to Jos', steps: ['cancel'] },
  { staff: 19, type: 'Annual Leave', weeks: 3, day: 0, length: 2, note: 'Family event', steps: ['cancel'] },
];

export const DEMO_EXEMPTIONS: readonly PlannedExemption[] = [
  { staff: 3, weeks: 1, day: 1, reason: 'Hospital appointment in the morning', steps: [] },
  { staff: 4, weeks: 1, day: 3, reason: 'Visa interview at the embassy in Abuja', steps: [] },
  { staff: 2, weeks: -1, day: 2, reason: 'Client site visit in Ikeja from 8 am', steps: [approve('owner')] },
  { staff: 15, weeks: -2, day: 0, reason: 'BVN update at the bank', steps: [approve('owner')] },
  {
    staff: 5,
    weeks: -1,
    day: 4,
    reason: 'Traffic on Third Mainland Bridge',
    steps: [
      { by: 'owner', action: 'reject', reason: 'Traffic is not an exemption; the lateness policy applies' },
    ],
  },
];
