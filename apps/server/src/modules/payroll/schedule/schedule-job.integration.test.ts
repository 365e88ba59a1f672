import { afterEach, describe, expect, it } from 'vitest';
import { SALARY_SCHEDULE_MESSAGES as M, type ScheduleJob, type SchedulePage } from '@clockroom/contracts';
import { dataOf, testFile } from '../../../test/kit.ts';
import { payrollFixture } from './schedule.fixtures.ts';
import { scheduleRunSettings } from './schedule.service.ts';

const RUN = '/payroll/salarymanagement/salary-schedules';
const f = testFile();
const fx = payrollFixture((fn) => f.inCompany('demo', fn));
const inline = scheduleRunSettings.inlineEmployees;
afterEach(() => {
  scheduleRunSettings.inlineEmployees = inline;
});

async function finished(jobId: number): Promise<ScheduleJob> {
  const admin = await f.as('admin');
  await expect
    .poll(async () => dataOf<ScheduleJob>(await admin.get(`${RUN}/jobs/${jobId}`)).state, {
      timeout: 60_000,
      interval: 300,
    })
    .toBe('completed');
  return dataOf<ScheduleJob>(await admin.get(`${RUN}/jobs/${jobId}?per_page=2`));
}

describe('a large run as a job', () => {
  it('queues past the threshold, reports progress and answers the rows; a re-run doubles nothing', async () => {
    const admin = await f.as('admin');
    const branchId = await fx.branch();
    const pack = await fx.package(250_000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await fx.employee({ branchId }));
      await fx.assign(ids[i] as number, pack);
    }
    const body = { month: 5, year: 2026, branch_ids: [branchId] };
    // One row already there, as a killed run would leave it.
    scheduleRunSettings.inlineEmployees = 300;
    await fx.unassign(ids[1] as number);
    await fx.unassign(ids[2] as number);
    dataOf(await admin.post(RUN, body));
    await fx.assign(ids[1] as number, pack);
    await fx.assign(ids[2] as number, pack);

    scheduleRunSettings.inlineEmployees = 2;
    const queued = await admin.post(RUN, body);
    expect(queued.json().message).toBe(M.queued);
    const started = dataOf<SchedulePage>(queued);
    expect(started).toMatchObject({ job_id: expect.any(Number), results: [], total: 0 });
    const job = await finished(started.job_id as number);
    expect(job).toMatchObject({ state: 'completed', progress: 1, error: null });
    expect(job.schedule?.total).toBe(3);
    expect(job.schedule?.results).toHaveLength(2);
    expect(job.schedule?.grand_totals.paye).toBe('73500.00');

    const again = dataOf<SchedulePage>(await admin.post(RUN, body));
    await finished(again.job_id as number);
    expect(await fx.rows(ids, 2026, 5)).toHaveLength(3);
  });

  it('answers only payroll run jobs of the company', async () => {
    const admin = await f.as('admin');
    const res = await admin.get(`${RUN}/jobs/987654321`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.jobNotFound);
    expect((await (await f.as('employee')).get(`${RUN}/jobs/1`)).statusCode).toBe(403);
  });
});
