import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import type { OvertimeDay, OvertimeRule, PaymentType, WorkType } from './overtime-rules.ts';
import { latestShiftMinutes } from './latest-shift.repository.ts';
import type { OvertimeFigures } from './overtime-records.repository.ts';

/**
 * What overtime is computed from, for a set of employee-days (ADR 36): who has which rule and work
 * rate, the rules and rates (small tables, read whole), then one statement over the keys for the day
 * facts and the records already stored, and, only for the few days that need it, the length of the
 * employee's latest shift. Only keys that can have or had overtime come back: a day with a clock-out
 * under a rule, or a day with a record.
 */

export interface DayKey {
  employeeId: number;
  day: string;
}

export interface StoredRecord extends OvertimeFigures {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  recomputed: {
    startAt: number | null;
    endAt: number | null;
    minutes: number | null;
    amountKobo: number | null;
  } | null;
}

export interface WorkRate {
  id: number;
  useCustomCharge: boolean;
  customChargeKobo: number | null;
  /** Working days by month, 1–12; a month without days is absent. */
  monthDays: ReadonlyMap<number, number>;
}

export interface OvertimeInput extends DayKey {
  /** The day as the rules read it (with the company's zone), and the normal day's length. */
  facts:
    | (OvertimeDay & {
        /** The day's expected minutes when it has a shift, else those of the latest shift before; null: none. */
        shiftMinutes: number | null;
      })
    | null;
  rule: (OvertimeRule & { id: number }) | null;
  workRate: WorkRate | null;
  record: StoredRecord | null;
}

type Num = string | number;
const num = (v: Num | null): number | null => (v === null ? null : Number(v));
const ms = (v: Num | null): number | null => (v === null ? null : Math.round(Number(v)));
const epoch = (column: string) => sql.raw(`date_part('epoch', ${column}) * 1000`);

/** Whether the company has any overtime rule assignment or record: without either, nothing to do. */
export async function hasOvertime(tx: Tx, companyId: number): Promise<boolean> {
  const r = await tx.execute<{ any: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM overtime_rule_employees WHERE company_id = ${companyId})
        OR EXISTS (SELECT 1 FROM overtime_records WHERE company_id = ${companyId}) AS any`);
  return r.rows[0]?.any === true;
}

/**
 * Runs `work` with every statement planned for its own parameters. The app prepares each statement
 * by name (prepared-names.ts), and from the sixth call on a connection PostgreSQL may keep a generic
 * plan, which assumes an array parameter holds 10 keys: for a month's 31,000 it joined them in a
 * loop over every stored record and took 70 s instead of 0.3 s (measured). Transaction-local, put back after.
 */
export async function plannedPerCall<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  const r = await tx.execute<{ was: string }>(
    sql`SELECT current_setting('plan_cache_mode') AS was, set_config('plan_cache_mode', 'force_custom_plan', true)`,
  );
  const result = await work();
  await tx.execute(sql`SELECT set_config('plan_cache_mode', ${r.rows[0]?.was ?? 'auto'}, true)`);
  return result;
}

/** Each employee's rule and work rate, for the employees named. */
async function assignments(tx: Tx, companyId: number, employeeIds: readonly number[]) {
  const r = await tx.execute<{ employee_id: Num; rule_id: Num | null; rate_id: Num | null }>(sql`
    SELECT e.id AS employee_id, re.overtime_rule_id AS rule_id, we.work_rate_id AS rate_id
    FROM unnest(${pgArray(employeeIds)}::bigint[]) AS e(id)
    LEFT JOIN overtime_rule_employees re ON re.company_id = ${companyId} AND re.employee_id = e.id
    LEFT JOIN overtime_work_rate_employees we ON we.company_id = ${companyId} AND we.employee_id = e.id
    WHERE re.overtime_rule_id IS NOT NULL`);
  return new Map(
    r.rows.map((x) => [Number(x.employee_id), { ruleId: Number(x.rule_id), rateId: num(x.rate_id) }]),
  );
}

async function rules(tx: Tx, companyId: number): Promise<Map<number, OvertimeRule & { id: number }>> {
  const r = await tx.execute<{
    id: Num;
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
  }>(sql`
    SELECT id, use_work_shift, overtime_start, overtime_end, overtime_round_up, work_type,
      floor(date_part('epoch', work_time))::int AS work_seconds, work_day_ids,
      apply_overtime_on_work_day AS apply_work, apply_overtime_on_non_work_day AS apply_non_work,
      public_holiday, payment_type, amount::text AS amount
    FROM overtime_rules WHERE company_id = ${companyId}`);
  return new Map(
    r.rows.map((x) => [
      Number(x.id),
      {
        id: Number(x.id),
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
    ]),
  );
}

async function workRates(tx: Tx, companyId: number): Promise<Map<number, WorkRate>> {
  const r = await tx.execute<{
    id: Num;
    use_custom_charge: boolean;
    custom_charge_kobo: Num | null;
    months: [number, number][] | null;
  }>(sql`
    SELECT w.id, w.use_custom_charge, w.custom_charge_kobo,
      (SELECT json_agg(json_build_array(m.month_id, m.days)) FROM overtime_work_rate_months m
       WHERE m.company_id = ${companyId} AND m.work_rate_id = w.id) AS months
    FROM overtime_work_rates w WHERE w.company_id = ${companyId}`);
  return new Map(
    r.rows.map((x) => [
      Number(x.id),
      {
        id: Number(x.id),
        useCustomCharge: x.use_custom_charge,
        customChargeKobo: num(x.custom_charge_kobo),
        monthDays: new Map(x.months ?? []),
      },
    ]),
  );
}

/**
 * One key's row, positional: [key index (1-based), facts or null, record or null]. Facts: clock-in,
 * clock-out, shift end (epoch ms), expected minutes (with a shift), holiday, on leave, exempted.
 * Record: id, status, rule, rate, start, end, minutes, hourly rate, amount, then the recomputed
 * start, end, minutes and amount when a recompute found others (else null).
 */
type DayRow = [
  number,
  [number | null, number | null, number | null, number | null, string | null, boolean, boolean] | null,
  (
    | [
        number,
        StoredRecord['status'],
        number | null,
        number | null,
        number,
        number,
        number,
        number | null,
        number,
        [number | null, number | null, number | null, number | null] | null,
      ]
    | null
  ),
];

/**
 * The facts and stored record of each key that has either (keys without a rule: the record only),
 * as one JSON array of arrays: a month of a large company is tens of thousands of rows, and arrays
 * parsed at once cost the server a third of the memory and time of one object per row (measured).
 */
async function days(tx: Tx, companyId: number, keys: readonly DayKey[], ruled: (k: DayKey) => boolean) {
  const sorted = keys.map((k) => k.day).sort();
  const [from, to] = [sorted[0], sorted[sorted.length - 1]];
  const r = await tx.execute<{ rows: DayRow[] | null }>(sql`
    SELECT json_agg(json_build_array(k.i,
      CASE WHEN a.employee_id IS NOT NULL THEN json_build_array(${epoch('a.clock_in')}, ${epoch('a.clock_out')},
        ${epoch('a.expected_end')}, CASE WHEN a.expected_start IS NOT NULL THEN a.expected_minutes END, a.holiday_name,
        a.leave_request_id IS NOT NULL, a.exemption_id IS NOT NULL) END,
      CASE WHEN o.id IS NOT NULL THEN json_build_array(o.id, o.status, o.overtime_rule_id, o.work_rate_id,
        ${epoch('o.start_at')}, ${epoch('o.end_at')}, o.actual_minutes, o.hourly_rate_kobo, o.amount_kobo,
        CASE WHEN o.recomputed_at IS NOT NULL THEN json_build_array(${epoch('o.recomputed_start_at')},
          ${epoch('o.recomputed_end_at')}, o.recomputed_minutes, o.recomputed_amount_kobo) END) END)) AS rows
    FROM unnest(${pgArray(keys.map((k) => k.employeeId))}::bigint[], ${pgArray(keys.map((k) => k.day))}::date[],
                ${pgArray(keys.map(ruled))}::boolean[]) WITH ORDINALITY AS k(employee_id, day, ruled, i)
    LEFT JOIN attendance_days a ON k.ruled AND a.company_id = ${companyId} AND a.employee_id = k.employee_id
      AND a.day = k.day AND a.day BETWEEN ${from}::date AND ${to}::date
    LEFT JOIN overtime_records o ON o.company_id = ${companyId} AND o.employee_id = k.employee_id
      AND o.day = k.day AND o.day BETWEEN ${from}::date AND ${to}::date
    WHERE a.clock_out IS NOT NULL OR o.id IS NOT NULL`);
  return r.rows[0]?.rows ?? [];
}

export async function overtimeInputs(
  tx: Tx,
  companyId: number,
  keys: readonly DayKey[],
  tz: string,
): Promise<OvertimeInput[]> {
  if (keys.length === 0) return [];
  const assigned = await assignments(tx, companyId, [...new Set(keys.map((k) => k.employeeId))]);
  const ruleOf =
    assigned.size > 0 ? await rules(tx, companyId) : new Map<number, OvertimeRule & { id: number }>();
  const rateOf = assigned.size > 0 ? await workRates(tx, companyId) : new Map<number, WorkRate>();
  const rows = await days(tx, companyId, keys, (k) => assigned.has(k.employeeId));
  const inputs = rows.map(([i, f, o]): OvertimeInput => {
    const key = keys[i - 1] as DayKey;
    const mine = assigned.get(key.employeeId);
    return {
      employeeId: key.employeeId,
      day: key.day,
      facts: f
        ? {
            day: key.day,
            tz,
            clockIn: ms(f[0]),
            clockOut: ms(f[1]),
            shiftEnd: ms(f[2]),
            shiftMinutes: f[3],
            holidayName: f[4],
            onLeave: f[5],
            exempted: f[6],
          }
        : null,
      rule: mine ? (ruleOf.get(mine.ruleId) ?? null) : null,
      workRate: mine?.rateId ? (rateOf.get(mine.rateId) ?? null) : null,
      record: o ? toRecord(o) : null,
    };
  });
  // Premium pay on a day without a shift of its own takes the length of the latest shift before it.
  const lacking = inputs.filter(
    (x) =>
      x.facts &&
      x.facts.shiftMinutes === null &&
      x.facts.clockOut !== null &&
      x.rule?.useWorkShift &&
      x.rule.paymentType === 'premium_pay',
  );
  const found = await latestShiftMinutes(tx, companyId, lacking);
  lacking.forEach((x, i) => {
    if (x.facts) x.facts.shiftMinutes = found[i] ?? null;
  });
  return inputs;
}

function toRecord(o: NonNullable<DayRow[2]>): StoredRecord {
  const [id, status, ruleId, rateId, startAt, endAt, minutes, hourly, amount, again] = o;
  return {
    id,
    status,
    overtimeRuleId: ruleId,
    workRateId: rateId,
    startAt: Math.round(startAt),
    endAt: Math.round(endAt),
    minutes,
    hourlyRateKobo: hourly,
    amountKobo: amount,
    recomputed: again
      ? { startAt: ms(again[0]), endAt: ms(again[1]), minutes: again[2], amountKobo: again[3] }
      : null,
  };
}
