import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import type { OvertimeRule, PaymentType, WorkType } from './overtime-rules.ts';

/**
 * What overtime is computed from, for a set of employee-days, in one statement (ADR 36): the day
 * facts, the employee's rule and work rate, the rate's days for the month, the length of their latest
 * shift when the day has none, and the record already stored. Only keys whose employee has a rule,
 * or that have a record, come back.
 */

export interface DayKey {
  employeeId: number;
  day: string;
}

export interface StoredRecord {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  overtimeRuleId: number | null;
  workRateId: number | null;
  startAt: number;
  endAt: number;
  minutes: number;
  hourlyRateKobo: number | null;
  amountKobo: number;
  recomputed: {
    startAt: number | null;
    endAt: number | null;
    minutes: number | null;
    amountKobo: number | null;
  } | null;
}

export interface OvertimeInput extends DayKey {
  facts: {
    clockIn: number | null;
    clockOut: number | null;
    shiftEnd: number | null;
    /** The day's expected minutes when it has a shift, else those of the latest shift before; null: none. */
    shiftMinutes: number | null;
    holidayName: string | null;
    onLeave: boolean;
    exempted: boolean;
  } | null;
  rule: (OvertimeRule & { id: number }) | null;
  workRate: {
    id: number;
    useCustomCharge: boolean;
    customChargeKobo: number | null;
    monthDays: number | null;
  } | null;
  record: StoredRecord | null;
}

type Num = string | number;
type Raw = {
  employee_id: Num;
  day: string;
  has_facts: boolean;
  clock_in: Num | null;
  clock_out: Num | null;
  shift_end: Num | null;
  expected_minutes: number | null;
  previous_minutes: number | null;
  planned_minutes: number | null;
  holiday_name: string | null;
  on_leave: boolean;
  exempted: boolean;
  rule_id: Num | null;
  use_work_shift: boolean;
  overtime_start: number;
  overtime_end: number;
  overtime_round_up: number;
  work_type: WorkType | null;
  work_seconds: number | null;
  work_day_ids: Num[] | null;
  apply_work: boolean;
  apply_non_work: boolean;
  public_holiday: boolean;
  payment_type: PaymentType;
  amount: string;
  rate_id: Num | null;
  use_custom_charge: boolean;
  custom_charge_kobo: Num | null;
  month_days: number | null;
  record_id: Num | null;
  status: StoredRecord['status'];
  record_rule_id: Num | null;
  record_rate_id: Num | null;
  start_at: Num;
  end_at: Num;
  actual_minutes: number;
  hourly_rate_kobo: Num | null;
  amount_kobo: Num;
  recomputed: boolean;
  r_start_at: Num | null;
  r_end_at: Num | null;
  r_minutes: number | null;
  r_amount_kobo: Num | null;
};

const n = (v: Num | null): number | null => (v === null ? null : Number(v));
const ms = (v: Num | null): number | null => (v === null ? null : Math.round(Number(v)));
const epoch = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::float8`);

/** Whether the company has any overtime rule assignment or record: without either, nothing to do. */
export async function hasOvertime(tx: Tx, companyId: number): Promise<boolean> {
  const r = await tx.execute<{ any: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM overtime_rule_employees WHERE company_id = ${companyId})
        OR EXISTS (SELECT 1 FROM overtime_records WHERE company_id = ${companyId}) AS any`);
  return r.rows[0]?.any === true;
}

export async function overtimeInputs(
  tx: Tx,
  companyId: number,
  keys: readonly DayKey[],
): Promise<OvertimeInput[]> {
  if (keys.length === 0) return [];
  // The latest shift's length is looked for only where it can matter: premium pay on a day with
  // punches but no shift of its own, under a rule that follows the shift.
  const needsShift = sql`a.expected_start IS NULL AND a.clock_out IS NOT NULL AND r.use_work_shift AND r.payment_type = 'premium_pay'`;
  const r = await tx.execute<Raw>(sql`
    SELECT k.employee_id, to_char(k.day, 'YYYY-MM-DD') AS day,
      a.employee_id IS NOT NULL AS has_facts, ${epoch('a.clock_in')} AS clock_in, ${epoch('a.clock_out')} AS clock_out,
      ${epoch('a.expected_end')} AS shift_end, CASE WHEN a.expected_start IS NOT NULL THEN a.expected_minutes END AS expected_minutes,
      prev.expected_minutes AS previous_minutes, plan.minutes AS planned_minutes,
      a.holiday_name, a.leave_request_id IS NOT NULL AS on_leave, a.exemption_id IS NOT NULL AS exempted,
      r.id AS rule_id, r.use_work_shift, r.overtime_start, r.overtime_end, r.overtime_round_up, r.work_type,
      floor(extract(epoch FROM r.work_time))::int AS work_seconds, r.work_day_ids,
      r.apply_overtime_on_work_day AS apply_work, r.apply_overtime_on_non_work_day AS apply_non_work,
      r.public_holiday, r.payment_type, r.amount::text AS amount,
      w.id AS rate_id, w.use_custom_charge, w.custom_charge_kobo, m.days AS month_days,
      o.id AS record_id, o.status, o.overtime_rule_id AS record_rule_id, o.work_rate_id AS record_rate_id,
      ${epoch('o.start_at')} AS start_at, ${epoch('o.end_at')} AS end_at, o.actual_minutes, o.hourly_rate_kobo,
      o.amount_kobo, o.recomputed_at IS NOT NULL AS recomputed, ${epoch('o.recomputed_start_at')} AS r_start_at,
      ${epoch('o.recomputed_end_at')} AS r_end_at, o.recomputed_minutes AS r_minutes, o.recomputed_amount_kobo AS r_amount_kobo
    FROM (SELECT DISTINCT * FROM unnest(${pgArray(keys.map((k) => k.employeeId))}::bigint[],
                                        ${pgArray(keys.map((k) => k.day))}::date[]) AS u(employee_id, day)) AS k
    LEFT JOIN overtime_rule_employees re ON re.company_id = ${companyId} AND re.employee_id = k.employee_id
    LEFT JOIN overtime_rules r ON r.company_id = ${companyId} AND r.id = re.overtime_rule_id
    LEFT JOIN overtime_records o ON o.company_id = ${companyId} AND o.employee_id = k.employee_id AND o.day = k.day
    LEFT JOIN attendance_days a ON r.id IS NOT NULL
      AND a.company_id = ${companyId} AND a.employee_id = k.employee_id AND a.day = k.day
    LEFT JOIN overtime_work_rate_employees we ON r.id IS NOT NULL
      AND we.company_id = ${companyId} AND we.employee_id = k.employee_id
    LEFT JOIN overtime_work_rates w ON w.company_id = ${companyId} AND w.id = we.work_rate_id
    LEFT JOIN overtime_work_rate_months m ON m.company_id = ${companyId} AND m.work_rate_id = w.id
      AND m.month_id = extract(month FROM k.day)::int
    LEFT JOIN LATERAL (
      SELECT p.expected_minutes FROM attendance_days p
      WHERE ${needsShift} AND p.company_id = ${companyId} AND p.employee_id = k.employee_id
        AND p.day < k.day AND p.expected_start IS NOT NULL AND p.expected_minutes > 0
      ORDER BY p.day DESC LIMIT 1) prev ON true
    LEFT JOIN LATERAL (
      SELECT greatest(0, (extract(epoch FROM (s.end_time - s.start_time)) / 60)::int
        + CASE WHEN s.end_time <= s.start_time THEN 1440 ELSE 0 END - s.break_minutes) AS minutes
      FROM shift_assignments sa JOIN work_shifts s ON s.company_id = sa.company_id AND s.id = sa.work_shift_id
      WHERE ${needsShift} AND prev.expected_minutes IS NULL
        AND sa.company_id = ${companyId} AND sa.employee_id = k.employee_id AND sa.start_date <= k.day
      ORDER BY sa.start_date DESC LIMIT 1) plan ON true
    WHERE r.id IS NOT NULL OR o.id IS NOT NULL`);
  return r.rows.map(toInput);
}

function toInput(x: Raw): OvertimeInput {
  return {
    employeeId: Number(x.employee_id),
    day: x.day,
    facts: x.has_facts
      ? {
          clockIn: ms(x.clock_in),
          clockOut: ms(x.clock_out),
          shiftEnd: ms(x.shift_end),
          shiftMinutes: x.expected_minutes ?? x.previous_minutes ?? x.planned_minutes,
          holidayName: x.holiday_name,
          onLeave: x.on_leave,
          exempted: x.exempted,
        }
      : null,
    rule:
      x.rule_id === null
        ? null
        : {
            id: Number(x.rule_id),
            useWorkShift: x.use_work_shift,
            overtimeStart: x.overtime_start,
            overtimeEnd: x.overtime_end,
            overtimeRoundUp: x.overtime_round_up,
            workType: x.work_type,
            workSeconds: x.work_seconds,
            workDayIds: (x.work_day_ids ?? []).map(Number),
            applyOnWorkDay: x.apply_work,
            applyOnNonWorkDay: x.apply_non_work,
            publicHoliday: x.public_holiday,
            paymentType: x.payment_type,
            amount: x.amount,
          },
    workRate:
      x.rate_id === null
        ? null
        : {
            id: Number(x.rate_id),
            useCustomCharge: x.use_custom_charge,
            customChargeKobo: n(x.custom_charge_kobo),
            monthDays: x.month_days,
          },
    record:
      x.record_id === null
        ? null
        : {
            id: Number(x.record_id),
            status: x.status,
            overtimeRuleId: n(x.record_rule_id),
            workRateId: n(x.record_rate_id),
            startAt: Math.round(Number(x.start_at)),
            endAt: Math.round(Number(x.end_at)),
            minutes: x.actual_minutes,
            hourlyRateKobo: n(x.hourly_rate_kobo),
            amountKobo: Number(x.amount_kobo),
            recomputed: x.recomputed
              ? {
                  startAt: ms(x.r_start_at),
                  endAt: ms(x.r_end_at),
                  minutes: x.r_minutes,
                  amountKobo: n(x.r_amount_kobo),
                }
              : null,
          },
  };
}
