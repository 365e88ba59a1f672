import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/**
 * How a leave request's approval went, for its detail panel: the engine's levels with names, and its
 * type. Every statement names the company as well as relying on RLS (ADR 18).
 */

/** The levels of a leave request's approval, with names, for its detail panel. */
export async function approvalLevels(tx: Tx, companyId: number, leaveId: number) {
  const r = await tx.execute<{
    approval_type: string;
    level: number;
    approver_id: number;
    alt_approver_id: number | null;
    approver_name: string;
    alt_approver_name: string | null;
    outcome: 'approved' | 'rejected' | 'skipped' | null;
    decided_by_name: string | null;
    decided_at: string | null;
    comment: string | null;
  }>(sql`SELECT a.approval_type, l.level, l.approver_id, l.alt_approver_id,
      ap.first_name || ' ' || ap.last_name AS approver_name,
      alt.first_name || ' ' || alt.last_name AS alt_approver_name,
      l.outcome, d.first_name || ' ' || d.last_name AS decided_by_name,
      to_char(l.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS decided_at, l.comment
    FROM approval_requests a
    JOIN approval_request_levels l ON l.company_id = a.company_id AND l.request_id = a.id
    JOIN employees ap ON ap.company_id = l.company_id AND ap.id = l.approver_id
    LEFT JOIN employees alt ON alt.company_id = l.company_id AND alt.id = l.alt_approver_id
    LEFT JOIN employees d ON d.company_id = l.company_id AND d.id = l.decided_by
    WHERE a.company_id = ${companyId} AND a.module = 'leave' AND a.subject_id = ${leaveId}
    ORDER BY l.level`);
  return r.rows.map((row) => ({
    ...row,
    level: Number(row.level),
    approver_id: Number(row.approver_id),
    alt_approver_id: row.alt_approver_id === null ? null : Number(row.alt_approver_id),
  }));
}

/** The approval's type, when the request went through a group. */
export async function approvalType(tx: Tx, companyId: number, leaveId: number) {
  const r = await tx.execute<{ approval_type: string; status: string }>(sql`SELECT approval_type, status
    FROM approval_requests WHERE company_id = ${companyId} AND module = 'leave' AND subject_id = ${leaveId}`);
  return r.rows[0];
}
