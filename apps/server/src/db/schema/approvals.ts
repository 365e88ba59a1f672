import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeTo, companyId, instant, ref, sameCompanyKey, tenantTable, timestamps } from './columns.ts';
import { companyCascade } from './named-keys.ts';
import { employees } from './organization.ts';

/**
 * The approval engine's tables (ADR 22). A group is configured per module; a request copies its
 * group's levels when it is submitted, so editing the group never moves a request in flight.
 */
export const approverGroups = tenantTable(
  'approver_groups',
  {
    /** The module the group serves: `leave`, `exemption`, `loan`, `mobile-clock`, … */
    module: text('module').notNull(),
    description: text('description').notNull(),
    /** employees | station_grade | department | branch */
    basis: text('basis').notNull(),
    /** The employees, grades, departments or branches named (ids of the basis's table). */
    memberIds: bigint('member_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /** Narrows a grade or department group to one branch; null for every branch. */
    branchId: ref('branch_id'),
    /** Concurrent | Sequential */
    approvalType: text('approval_type').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('approver_groups_module_idx').on(t.companyId, t.module),
    check(
      'approver_groups_basis_check',
      sql`${t.basis} IN ('employees', 'station_grade', 'department', 'branch')`,
    ),
    check('approver_groups_type_check', sql`${t.approvalType} IN ('Concurrent', 'Sequential')`),
    companyCascade(t),
  ],
);

export const approverGroupLevels = pgTable(
  'approver_group_levels',
  {
    companyId: companyId(),
    groupId: ref('group_id').notNull(),
    level: integer('level').notNull(),
    approverId: ref('approver_id').notNull(),
    altApproverId: ref('alt_approver_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.groupId, t.level] }),
    check('approver_group_levels_level_check', sql`${t.level} >= 1`),
    cascadeTo(approverGroups, t, t.groupId),
    sameCompanyKey(employees, t, t.approverId),
    sameCompanyKey(employees, t, t.altApproverId),
  ],
);

/** One approvable item (a leave request, an exemption, …) and where it stands. */
export const approvalRequests = tenantTable(
  'approval_requests',
  {
    module: text('module').notNull(),
    /** The module's own id for the item. */
    subjectId: ref('subject_id').notNull(),
    requesterId: ref('requester_id').notNull(),
    /** The group it was sent through; null when none applied (or the group was deleted since). */
    groupId: ref('group_id'),
    approvalType: text('approval_type').notNull(),
    /** pending | approved | rejected | withdrawn (the requester cancelled it while pending) */
    status: text('status').notNull(),
    decidedAt: instant('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('approval_requests_subject_key').on(t.companyId, t.module, t.subjectId),
    index('approval_requests_status_idx').on(t.companyId, t.module, t.status),
    check(
      'approval_requests_status_check',
      sql`${t.status} IN ('pending', 'approved', 'rejected', 'withdrawn')`,
    ),
    check('approval_requests_type_check', sql`${t.approvalType} IN ('Concurrent', 'Sequential')`),
    companyCascade(t),
    sameCompanyKey(employees, t, t.requesterId),
  ],
);

/** The request's own copy of its levels, each with its decision. */
export const approvalRequestLevels = pgTable(
  'approval_request_levels',
  {
    companyId: companyId(),
    requestId: ref('request_id').notNull(),
    level: integer('level').notNull(),
    approverId: ref('approver_id').notNull(),
    altApproverId: ref('alt_approver_id'),
    /** null while undecided; approved | rejected | skipped */
    outcome: text('outcome'),
    decidedBy: ref('decided_by'),
    decidedAt: instant('decided_at'),
    comment: text('comment'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.requestId, t.level] }),
    check('approval_request_levels_outcome_check', sql`${t.outcome} IN ('approved', 'rejected', 'skipped')`),
    // "Waiting on me": undecided levels by approver and by alternate.
    index('approval_request_levels_approver_idx')
      .on(t.companyId, t.approverId)
      .where(sql`outcome IS NULL`),
    index('approval_request_levels_alt_idx')
      .on(t.companyId, t.altApproverId)
      .where(sql`outcome IS NULL`),
    cascadeTo(approvalRequests, t, t.requestId),
  ],
);

/** Every step of every request: who acted (null: the engine), on which levels, when, and why. */
export const approvalHistory = tenantTable(
  'approval_history',
  {
    requestId: ref('request_id').notNull(),
    levels: integer('levels').array().notNull(),
    actorId: ref('actor_id'),
    action: text('action').notNull(),
    comment: text('comment'),
    at: instant('at').notNull(),
  },
  (t) => [
    index('approval_history_request_idx').on(t.companyId, t.requestId, t.at),
    cascadeTo(approvalRequests, t, t.requestId),
  ],
);

/**
 * Who each pending request waits on now: one row per person (approver or alternate, never the
 * requester) of each level asked now (ADR 22). The engine rewrites a request's rows with every
 * change of its state, so an approver's inbox, its count and the bell read one narrow index instead
 * of working out "the first undecided level" over every request (ADR 24).
 */
export const approvalWaiting = pgTable(
  'approval_waiting',
  {
    companyId: companyId(),
    requestId: ref('request_id').notNull(),
    employeeId: ref('employee_id').notNull(),
    module: text('module').notNull(),
    subjectId: ref('subject_id').notNull(),
    requesterId: ref('requester_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.requestId, t.employeeId] }),
    index('approval_waiting_inbox_idx').on(t.companyId, t.employeeId, t.module, t.subjectId),
    cascadeTo(approvalRequests, t, t.requestId),
  ],
);
