import { expect, type APIRequestContext } from '@playwright/test';
import { AttendanceSetup, addDays, punchesOf } from './attendance-reports.ts';
import { must } from './must.ts';

/** An overtime record as GET /attendance/overtimes answers it: the fields a journey reads. */
export interface OvertimeRecord {
  id: number;
  employee_id: number;
  date: string;
  start_time: string;
  end_time: string;
  actual_overtime: number;
  overtime_in_hour: string;
  amount: string;
  status: 'pending' | 'approved' | 'rejected';
  can_decide: boolean;
  changed_after_approval: unknown;
}

/** The employee whose overtime a journey sets up. */
export interface OvertimeWorker {
  id: number;
  pin: string;
}

/** The rule's terms (ADR 36): minutes past the work day's end, least counted, round-up, premium in %. */
export interface ClockRuleTerms {
  /** `HH:mm`: when every day's normal work ends (a `clock` work time, so an 8-hour day). */
  workTime: string;
  start: number;
  least: number;
  roundUp: number;
  premium: number;
}

/**
 * The latest day of `year`-`month` before today in Lagos (UTC+1, the demo company's zone), or null on
 * the month's first day: a day's overtime is sent for approval only once the day is over (ADR 38), so
 * overtime of today cannot be approved, let alone paid, yet.
 */
export function lastSettledDay(year: number, month: number): string | null {
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  const yesterday = addDays(today, -1);
  return yesterday.slice(0, 7) === `${year}-${String(month).padStart(2, '0')}` ? yesterday : null;
}

/**
 * One employee's overtime, set up through the API as the company owner (the overtime screens are
 * e2e/attendance/overtime.e2e.ts's): a work rate and a rule that hold whatever shift the employee has
 * (other journeys of a lane assign shifts to the demo employees), punches through a registered device,
 * and the approval. The rate and the rule move the employee from any other (one each, ADR 37).
 */
export class OvertimeSetup {
  private readonly api: AttendanceSetup;

  constructor(
    request: APIRequestContext,
    token: string,
    private readonly stamp: string,
  ) {
    this.api = new AttendanceSetup(request, token);
  }

  private async assign(path: string, employeeId: number): Promise<void> {
    await this.api.post(path, {
      category_type: 'employee',
      assign_category_type_ids: [employeeId],
      unassign_category_type_ids: [],
    });
  }

  /** A custom charge of `monthlyNaira` over `days` working days in every month, held by the employee. */
  async customRate(employeeId: number, monthlyNaira: number, days: number): Promise<void> {
    const rate = await this.api.post<{ id: number }>('/attendance/overtime/settings/workrates', {
      group_name: `Payroll rate ${this.stamp}`,
      use_custom_charge: true,
      custom_charge: monthlyNaira,
      monthly_workdays: Array.from({ length: 12 }, (_, i) => ({ month_id: i + 1, days })),
    });
    await this.assign(
      `/attendance/overtime/settings/workrates/${rate.id}/assign-employees-to-workrate`,
      employeeId,
    );
  }

  /**
   * A rule not tied to the shift: every day of the week is a work day ending at `workTime`, so the
   * day's overtime does not depend on which shift, roster or holiday the employee has that day.
   */
  async clockRule(employeeId: number, terms: ClockRuleTerms): Promise<void> {
    const rule = await this.api.post<{ id: number }>('/attendance/overtime/settings/overtime-rules', {
      group_name: `Payroll overtime ${this.stamp}`,
      description: `Past ${terms.workTime} by ${terms.start} minutes, every day`,
      use_work_shift: false,
      work_type: 'clock',
      work_time: terms.workTime,
      work_day_ids: [1, 2, 3, 4, 5, 6, 7],
      overtime_start: terms.start,
      overtime_end: terms.least,
      overtime_round_up: terms.roundUp,
      apply_overtime_on_work_day: true,
      apply_overtime_on_non_work_day: false,
      public_holiday: false,
      payment_type: 'premium_pay',
      percentage_value: String(terms.premium),
    });
    await this.assign(
      `/attendance/overtime/settings/overtime-rules/${rule.id}/assign-employees-to-overtime-rule`,
      employeeId,
    );
  }

  /** A device of the company's first branch, registered, pushes the day's punches (ZKTeco push). */
  async punch(pin: string, day: string, ...times: string[]): Promise<void> {
    const branches = await this.api.get<{ id: number }[] | { results: { id: number }[] }>(
      '/organization/branches?filter=all',
    );
    const branch = must((Array.isArray(branches) ? branches : branches.results)[0], 'a branch');
    const serial = `PAY${this.stamp.toUpperCase()}`;
    await this.api.post('/attendance/devices', {
      name: `Payroll gate ${this.stamp}`,
      serial_number: serial,
      branch_id: branch.id,
      device_type: 'fingerprint',
    });
    const device = this.api.simulator(serial);
    await device.handshake();
    await device.pushPunches(punchesOf(pin, day, ...times));
  }

  private async listed(worker: OvertimeWorker, day: string): Promise<OvertimeRecord[]> {
    const { results } = await this.api.get<{ results: OvertimeRecord[] }>(
      `/attendance/overtimes?start_date=${day}&end_date=${day}&search_query=${worker.pin}`,
    );
    return results.filter((r) => r.employee_id === worker.id);
  }

  /**
   * The employee's record of `day` once the day's facts are current: a punch only queues its day,
   * and the overtime list reads stored records, so the workforce report, which drains the engine's
   * queue before reading (ADR 25), makes the engine compute it now rather than within a minute.
   */
  async recordOf(worker: OvertimeWorker, day: string): Promise<OvertimeRecord> {
    await this.api.post('/attendance/reports/workforce', {
      date_from: day,
      date_to: day,
      employee_id: worker.id,
    });
    const records = await this.listed(worker, day);
    expect(records, `the overtime of ${day}`).toHaveLength(1);
    return must(records[0], `the overtime of ${day}`);
  }

  /**
   * The record of `day`, approved: a job sends settled records for approval each minute (ADR 38);
   * with no approver group it is approved then, and where it waits on the caller (an earlier journey
   * of the lane gives the demo employee an overtime group with the owner as approver) the caller
   * approves it.
   */
  async approved(worker: OvertimeWorker, day: string): Promise<OvertimeRecord> {
    let record: OvertimeRecord | undefined;
    await expect
      .poll(
        async () => {
          record = (await this.listed(worker, day))[0];
          if (record?.status === 'pending' && record.can_decide) {
            await this.api.post('/attendance/overtimes/approve', { overtime_ids: [record.id] });
            record = (await this.listed(worker, day))[0];
          }
          return record?.status;
        },
        { message: `the overtime of ${day} approved`, timeout: 100_000, intervals: [1_000, 2_000] },
      )
      .toBe('approved');
    return must(record, `the overtime of ${day}`);
  }

  /** The employee's approved overtime of a month (`yyyy-MM`), what payroll pays; '0.00' when none. */
  async approvedTotal(worker: OvertimeWorker, month: string): Promise<string> {
    const { results } = await this.api.get<{ results: { employee_id: number; amount: string }[] }>(
      `/attendance/overtimes/approved-totals?month=${month}&search_query=${worker.pin}`,
    );
    return results.find((r) => r.employee_id === worker.id)?.amount ?? '0.00';
  }
}
