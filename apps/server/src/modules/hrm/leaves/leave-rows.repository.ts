import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LeaveFilterStatus, LeaveStatus } from '@clockroom/contracts';
import { employees, leaveRequests, leaveTypes } from '../../../db/schema/index.ts';
import { leaveRowColumns } from './leaves.repository.ts';

/**
 * A leave row as the lists and the inbox answer it, computed in their statement (ADR 40): no
 * statement of its own for the company's today, nothing reshaped per row in JavaScript. The company
 * is the `companyId` placeholder of the statement's prepared shape (prepared-shapes.ts).
 */

/**
 * The company's today (an init plan, run once and only when a row needs it), instead of a statement
 * of its own before the page.
 */
export const companyTodaySql = sql`(now() AT TIME ZONE (SELECT c.timezone FROM companies c
  WHERE c.id = ${sql.placeholder('companyId')}))::date`;

/** The status as read (ADR 23): an approved request is scheduled before its start date, then taken. */
export const readStatusSql = sql<LeaveStatus>`CASE WHEN ${leaveRequests.status} = 'approved'
  THEN CASE WHEN ${leaveRequests.startDate} > ${companyTodaySql} THEN 'scheduled' ELSE 'taken' END
  ELSE ${leaveRequests.status} END`;

/**
 * What every leave row answers but its level: the type's id under its second name, the status as
 * read, the creation instant as an ISO string (what Date#toISOString wrote: UTC, milliseconds
 * truncated alike). The relief's name is null without a relief (the left join finds no one).
 */
export const leaveAnswerColumns = {
  ...leaveRowColumns,
  leave_id: leaveRequests.leaveTypeId,
  status: readStatusSql,
  created_at: sql<string>`to_char(${leaveRequests.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The filters the lists and the inbox share. */
export interface LeaveRowFilter {
  status?: LeaveFilterStatus | undefined;
  leaveTypeId?: number | undefined;
  /** Requests overlapping this range. */
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/**
 * A statement's conditions as SQL with placeholders, the shape of that SQL (one prepared statement
 * per shape) and the placeholders' values: start with the statement's own, then `add` each filter.
 */
export class ShapedWhere {
  readonly conditions: SQL[] = [];
  readonly shape: string[] = [];

  constructor(readonly values: Record<string, unknown>) {}

  add(name: string, value: unknown, condition: SQL): void {
    this.conditions.push(condition);
    this.shape.push(name);
    if (value !== undefined) this.values[name] = value;
  }

  /** The shared filters; a search reads employees and leave_types, which the statement must join. */
  addRowFilter(f: LeaveRowFilter): void {
    if (f.status === 'scheduled' || f.status === 'taken') {
      const op = sql.raw(f.status === 'scheduled' ? '>' : '<=');
      const cond = sql`${leaveRequests.status} = 'approved' AND ${leaveRequests.startDate} ${op} ${companyTodaySql}`;
      this.add(f.status, undefined, cond);
    } else if (f.status) this.add('status', f.status, eq(leaveRequests.status, sql.placeholder('status')));
    if (f.leaveTypeId !== undefined)
      this.add('leaveTypeId', f.leaveTypeId, eq(leaveRequests.leaveTypeId, sql.placeholder('leaveTypeId')));
    if (f.from) this.add('from', f.from, sql`${leaveRequests.endDate} >= ${sql.placeholder('from')}::date`);
    if (f.to) this.add('to', f.to, sql`${leaveRequests.startDate} <= ${sql.placeholder('to')}::date`);
    if (f.search) {
      const like = sql.placeholder('like');
      this.add(
        'like',
        `%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`,
        sql`(${employees.searchText} like lower(${like}) OR lower(${leaveTypes.leaveName}) like lower(${like}))`,
      );
    }
  }

  get where(): SQL | undefined {
    return and(...this.conditions);
  }

  get key(): string {
    return this.shape.join(',');
  }
}
