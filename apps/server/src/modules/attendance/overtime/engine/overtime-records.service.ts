import type { Tx } from '../../../../platform/db/database.ts';
import { engineSettings } from '../../engine/day-inputs.repository.ts';
import { overtimeSpan, type Overtime } from './overtime-rules.ts';
import { payFor, payRate, type PayRate } from './overtime-pay.ts';
import {
  hasOvertime,
  overtimeInputs,
  plannedPerCall,
  type DayKey,
  type OvertimeInput,
  type StoredRecord,
} from './overtime-inputs.repository.ts';
import { payPackageBases, type PackageBaseOf } from './pay-package-base.repository.ts';
import { withdrawOvertimeApprovals } from '../records/overtime-submission.ts';
import {
  daysWithFactsOrRecords,
  deletePending,
  saveRecomputed,
  upsertPending,
  type Recomputed,
  type RecordFigures,
} from './overtime-records.repository.ts';

/**
 * Keeps overtime_records current with the day facts (ADR 36). The attendance engine calls
 * recomputeOvertime with the employee-days it has just stored, in the same transaction, so whatever
 * queues a day (a late punch, leave, an exemption, a holiday, a shift change) recomputes its overtime.
 * Set-wise: one read for every key, then one write per kind of change.
 */

/** Keys per read: bounded memory for a year of a large company (the engine hands 100,000 at most). */
const KEYS_PER_READ = 50_000;

export interface OvertimeChanges {
  created: number;
  updated: number;
  deleted: number;
  /** Decided records whose recomputed figures were written or cleared. */
  reviewed: number;
}

const NONE: OvertimeChanges = { created: 0, updated: 0, deleted: 0, reviewed: 0 };

/**
 * The figures of a day as the rules give them now, or null when the day has no overtime. A month's
 * days share a few pay rates (rule × base × days × normal hours): each is worked out once per call.
 */
function figuresOf(
  input: OvertimeInput,
  baseOf: PackageBaseOf,
  rates: Map<string, PayRate>,
): Overtime | null {
  const { rule, facts, workRate } = input;
  if (!rule || !facts) return null;
  const span = overtimeSpan(rule, facts);
  if (!span) return null;
  const basis = {
    monthlyBaseKobo: !workRate
      ? null
      : workRate.useCustomCharge
        ? workRate.customChargeKobo
        : (baseOf(input.employeeId, input.day, workRate.id) ?? null),
    monthDays: workRate?.monthDays.get(Number(input.day.slice(5, 7))) ?? null,
    shiftMinutes: facts.shiftMinutes,
  };
  const key = `${rule.id}|${basis.monthlyBaseKobo}|${basis.monthDays}|${basis.shiftMinutes}`;
  let rate = rates.get(key);
  if (!rate) {
    rate = payRate(rule, basis);
    rates.set(key, rate);
  }
  const pay = payFor(rate, span.minutes);
  return { ...span, hourlyRateKobo: pay.hourlyRateKobo, amountKobo: pay.amountKobo };
}

const sameFigures = (a: Pick<StoredRecord, 'startAt' | 'endAt' | 'minutes' | 'amountKobo'>, b: Overtime) =>
  a.startAt === b.startAt && a.endAt === b.endAt && a.minutes === b.minutes && a.amountKobo === b.amountKobo;

/** What a decided record should hold beside its figures: null when the recompute agrees with them. */
function reviewOf(record: StoredRecord, now: Overtime | null): Recomputed['figures'] {
  if (now && sameFigures(record, now)) return null;
  return now
    ? { startAt: now.startAt, endAt: now.endAt, minutes: now.minutes, amountKobo: now.amountKobo }
    : { startAt: null, endAt: null, minutes: 0, amountKobo: 0 };
}

const sameReview = (stored: StoredRecord['recomputed'], wanted: Recomputed['figures']) =>
  stored === null || wanted === null
    ? stored === wanted
    : stored.startAt === wanted.startAt &&
      stored.endAt === wanted.endAt &&
      stored.minutes === wanted.minutes &&
      stored.amountKobo === wanted.amountKobo;

/** Recomputes the overtime of these employee-days from their stored facts. */
export async function recomputeOvertime(
  tx: Tx,
  companyId: number,
  keys: readonly DayKey[],
): Promise<OvertimeChanges> {
  if (keys.length === 0 || !(await hasOvertime(tx, companyId))) return NONE;
  const { timezone } = await engineSettings(tx, companyId);
  // The engine's keys are distinct; a caller's may not be, and each key must come back once.
  const seen = new Set<string>();
  const unique = keys.filter(
    (k) => !seen.has(`${k.employeeId}|${k.day}`) && seen.add(`${k.employeeId}|${k.day}`),
  );
  return plannedPerCall(tx, () => recompute(tx, companyId, timezone, unique));
}

async function recompute(tx: Tx, companyId: number, timezone: string, unique: readonly DayKey[]) {
  const total = { ...NONE };
  for (let i = 0; i < unique.length; i += KEYS_PER_READ) {
    const inputs = await overtimeInputs(tx, companyId, unique.slice(i, i + KEYS_PER_READ), timezone);
    const baseOf = await payPackageBases(
      tx,
      companyId,
      inputs.flatMap((x) =>
        x.workRate && !x.workRate.useCustomCharge
          ? [{ employeeId: x.employeeId, day: x.day, workRateId: x.workRate.id }]
          : [],
      ),
    );
    const pending: RecordFigures[] = [];
    const reviewed: Recomputed[] = [];
    const rates = new Map<string, PayRate>();
    const gone: number[] = [];
    for (const input of inputs) {
      const now = figuresOf(input, baseOf, rates);
      const { record } = input;
      if (record && record.status !== 'pending') {
        const figures = reviewOf(record, now);
        if (!sameReview(record.recomputed, figures)) reviewed.push({ id: record.id, figures });
      } else if (!now) {
        if (record) gone.push(record.id);
      } else {
        const row = {
          employeeId: input.employeeId,
          day: input.day,
          overtimeRuleId: input.rule?.id ?? null,
          workRateId: input.workRate?.id ?? null,
          ...now,
        };
        const unchanged =
          record !== null &&
          sameFigures(record, now) &&
          record.hourlyRateKobo === row.hourlyRateKobo &&
          record.overtimeRuleId === row.overtimeRuleId &&
          record.workRateId === row.workRateId;
        if (!unchanged) pending.push(row);
        if (record && !unchanged) total.updated += 1;
        else if (!record) total.created += 1;
      }
    }
    await upsertPending(tx, companyId, pending);
    await saveRecomputed(tx, companyId, reviewed);
    const deleted = await deletePending(tx, companyId, gone);
    // Their approval requests and the approvers' notices go with them (ADR 38).
    await withdrawOvertimeApprovals(tx, companyId, deleted);
    total.deleted += deleted.length;
    total.reviewed += reviewed.length;
  }
  return total;
}

/**
 * Recomputes the overtime of [from, to] from the stored facts, without recomputing the facts: what
 * the overtime settings call when a rule or work rate changes, or employees are assigned to one.
 */
export async function recomputeOvertimeBetween(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[] | 'all',
  from: string,
  to: string,
): Promise<OvertimeChanges> {
  if (employeeIds !== 'all' && employeeIds.length === 0) return NONE;
  return recomputeOvertime(tx, companyId, await daysWithFactsOrRecords(tx, companyId, employeeIds, from, to));
}
