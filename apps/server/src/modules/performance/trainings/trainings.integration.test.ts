import { describe, expect, it } from 'vitest';
import {
  TRAINING_MESSAGES as M,
  type Enrolment,
  type ListPage,
  type MyTraining,
  type Training,
  type TrainingCategory,
  type TrainingSettings,
  type TrainingSummary,
} from '@clockroom/contracts';
import { dataOf, employeeIdOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { DEMO_PAST_TRAINING, DEMO_UPCOMING_TRAINING } from '../../../db/seed/demo-trainings.ts';

const BASE = '/hrm/trainings';
const SETTINGS = '/hrm/trainings/settings';
const f = testFile();
const PDF = Buffer.from('%PDF-1.4\n%certificate\n');

const training = (over: Record<string, unknown> = {}) => ({
  title: 'Excel for finance teams',
  description: 'Pivot tables and lookups',
  provider: 'Zenith Academy',
  starts_on: '2026-12-07',
  ends_on: '2026-12-08',
  location: 'Abuja office',
  capacity: 2,
  ...over,
});

async function upload(enrolmentId: number, name: string, bytes: Buffer, token: string) {
  const boundary = '----clockroomtrainings';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return f.t.app.inject({
    method: 'POST',
    url: `/api/v1${BASE}/enrolments/${enrolmentId}/certificate`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe('trainings', () => {
  it('the demo has a past training with scores and an upcoming one the employee is enrolled on', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const list = dataOf<ListPage<TrainingSummary>>(await admin.get(BASE));
    const past = list.results.find((t) => t.title === DEMO_PAST_TRAINING);
    expect(past).toMatchObject({
      category_name: 'Compliance',
      capacity: 12,
      enrolled_count: 6,
      completed_count: 4,
    });
    const detail = dataOf<Training>(await admin.get(`${BASE}/${past?.id}`));
    expect(
      detail.enrolments
        .filter((e) => e.status === 'completed')
        .map((e) => e.score)
        .sort(),
    ).toEqual([65, 74, 88, 92]);
    expect(detail.enrolments.some((e) => e.status === 'no_show')).toBe(true);
    const mine = dataOf<ListPage<MyTraining>>(await employee.get(`${BASE}/mine`));
    expect(mine.results.map((t) => t.title)).toEqual([DEMO_UPCOMING_TRAINING]);
    expect(mine.results[0]?.enrolment.status).toBe('enrolled');
    const categories = dataOf<ListPage<TrainingCategory>>(await admin.get(`${SETTINGS}/categories`));
    expect(categories.results.map((c) => c.name)).toEqual(['Compliance', 'Leadership', 'Technical skills']);
    expect(dataOf<TrainingSettings>(await admin.get(`${SETTINGS}/general`))).toEqual({
      default_capacity: 25,
      review_reminder_days: 7,
    });
  });

  it('creates, reads, updates and deletes a training, enforcing its capacity', async () => {
    const [admin, employee, hr] = await Promise.all([f.as('admin'), f.as('employee'), f.as('hr')]);
    const companyId = await f.companyId('demo');
    const me = await employeeIdOf(f.t, companyId, 'employee@demo.example');
    const other = await employeeIdOf(f.t, companyId, 'hr@demo.example');
    const owner = await employeeIdOf(f.t, companyId, 'admin@demo.example');

    expectFieldError(
      await admin.post(BASE, training({ employee_ids: [me, other, owner] })),
      'employee_ids',
      M.capacityExceeded,
    );
    expectFieldError(
      await admin.post(BASE, training({ ends_on: '2026-12-01' })),
      'ends_on',
      M.endsBeforeStart,
    );
    expectFieldError(await admin.post(BASE, training({ title: '' })), 'title', M.titleRequired);
    expectFieldError(await admin.post(BASE, training({ link: 'not a link' })), 'link', M.linkInvalid);
    expectFieldError(
      await admin.post(BASE, training({ employee_ids: [999999] })),
      'employee_ids',
      M.employeeNotFound,
    );

    const res = await admin.post(BASE, training({ employee_ids: [me, other] }));
    expect(res.json().message).toBe(M.created);
    const made = dataOf<Training>(res, 201);
    expect(made).toMatchObject({ title: 'Excel for finance teams', capacity: 2, enrolled_count: 2 });
    expect(made.enrolments.map((e) => e.status)).toEqual(['enrolled', 'enrolled']);
    // Without a capacity, the company's default (25) applies.
    const open = dataOf<Training>(await admin.post(BASE, training({ title: 'Open day', capacity: '' })), 201);
    expect(open.capacity).toBe(25);

    // Who sees what: the enrolled employee sees the training and only their own enrolment.
    const seen = dataOf<Training>(await employee.get(`${BASE}/${made.id}`));
    expect(seen.enrolments.map((e) => e.employee_id)).toEqual([me]);
    expect((await employee.get(`${BASE}/${open.id}`)).statusCode).toBe(404);
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.post(BASE, training())).statusCode).toBe(403);
    expect((await hr.put(`${BASE}/${made.id}`, training())).statusCode).toBe(403);

    expectFieldError(
      await admin.put(`${BASE}/${made.id}`, training({ capacity: 1 })),
      'employee_ids',
      M.capacityExceeded,
    );
    const updated = dataOf<Training>(
      await admin.put(
        `${BASE}/${made.id}`,
        training({ title: 'Excel for everyone', capacity: 3, employee_ids: [me] }),
      ),
    );
    expect(updated).toMatchObject({ title: 'Excel for everyone', capacity: 3, employee_ids: [me] });

    const search = dataOf<ListPage<TrainingSummary>>(await admin.get(`${BASE}?search_query=everyone`));
    expect(search.results.map((t) => t.id)).toEqual([made.id]);

    expect((await admin.delete(`${BASE}/${open.id}`)).json().message).toBe(M.deleted);
    expect((await admin.get(`${BASE}/${open.id}`)).statusCode).toBe(404);
  });

  it('records attendance, completion with a score, and a certificate', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const companyId = await f.companyId('demo');
    const me = await employeeIdOf(f.t, companyId, 'employee@demo.example');
    const owner = await employeeIdOf(f.t, companyId, 'admin@demo.example');
    const t = dataOf<Training>(
      await admin.post(BASE, training({ title: 'Data protection', employee_ids: [me] })),
      201,
    );

    expectFieldError(
      await admin.put(`${BASE}/${t.id}/enrolments`, { employee_id: me, status: 'passed' }),
      'status',
      M.statusInvalid,
    );
    expectFieldError(
      await admin.put(`${BASE}/${t.id}/enrolments`, { employee_id: me, status: 'completed', score: 101 }),
      'score',
      M.scoreInvalid,
    );
    expectFieldError(
      await admin.put(`${BASE}/${t.id}/enrolments`, { employee_id: me, status: 'no_show', score: 50 }),
      'score',
      M.scoreOnlyWhenCompleted,
    );
    expectFieldError(
      await admin.put(`${BASE}/${t.id}/enrolments`, { employee_id: owner, status: 'completed' }),
      'employee_id',
      M.enrolmentNotFound,
    );
    expect(
      (await employee.put(`${BASE}/${t.id}/enrolments`, { employee_id: me, status: 'completed' })).statusCode,
    ).toBe(403);

    const done = await admin.put(`${BASE}/${t.id}/enrolments`, {
      employee_id: me,
      status: 'completed',
      score: 81,
    });
    expect(done.json().message).toBe(M.enrolmentUpdated);
    const enrolment = dataOf<Enrolment>(done);
    expect(enrolment).toMatchObject({ employee_id: me, status: 'completed', score: 81, certificate: null });

    const adminToken = await f.token('admin');
    expectFieldError(
      await upload(enrolment.id, 'notes.txt', Buffer.from('hello'), adminToken),
      'certificate',
      M.certificateType,
    );
    const up = await upload(enrolment.id, 'certificate.pdf', PDF, adminToken);
    expect(dataOf<Enrolment>(up, 201).certificate).toEqual({
      file_name: 'certificate.pdf',
      mime_type: 'application/pdf',
    });
    expect((await upload(enrolment.id, 'c.pdf', PDF, await f.token('employee'))).statusCode).toBe(403);

    const mine = await employee.get(`${BASE}/enrolments/${enrolment.id}/certificate`);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await (await f.as('hr')).get(`${BASE}/enrolments/${enrolment.id}/certificate`)).statusCode).toBe(
      404,
    );

    const my = dataOf<ListPage<MyTraining>>(await employee.get(`${BASE}/mine`));
    expect(my.results.find((x) => x.id === t.id)?.enrolment).toMatchObject({
      status: 'completed',
      score: 81,
    });
  });

  it('keeps training settings: categories and the defaults', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const made = dataOf<TrainingCategory>(
      await admin.post(`${SETTINGS}/categories`, { name: 'Sales craft' }),
      201,
    );
    expect(made).toMatchObject({ name: 'Sales craft', trainings_count: 0 });
    expectFieldError(
      await admin.post(`${SETTINGS}/categories`, { name: 'sales CRAFT' }),
      'name',
      M.categoryNameTaken,
    );
    expect((await employee.post(`${SETTINGS}/categories`, { name: 'Nope' })).statusCode).toBe(403);
    const renamed = dataOf<TrainingCategory>(
      await admin.put(`${SETTINGS}/categories/${made.id}`, { name: 'Selling', description: 'Negotiation' }),
    );
    expect(renamed).toMatchObject({ name: 'Selling', description: 'Negotiation' });
    expect(dataOf<TrainingCategory>(await admin.get(`${SETTINGS}/categories/${made.id}`)).name).toBe(
      'Selling',
    );
    const used = dataOf<Training>(
      await admin.post(BASE, training({ title: 'Closing deals', category_id: made.id })),
      201,
    );
    expect(used.category_name).toBe('Selling');
    expect((await admin.get(`${BASE}?category_id=${made.id}`)).json().data.total).toBe(1);
    expect((await admin.delete(`${SETTINGS}/categories/${made.id}`)).statusCode).toBe(409);
    await admin.delete(`${BASE}/${used.id}`);
    expect((await admin.delete(`${SETTINGS}/categories/${made.id}`)).statusCode).toBe(200);

    expectFieldError(
      await admin.put(`${SETTINGS}/general`, { review_reminder_days: 0 }),
      'review_reminder_days',
      M.reminderDaysInvalid,
    );
    const saved = dataOf<TrainingSettings>(
      await admin.put(`${SETTINGS}/general`, { default_capacity: 30, review_reminder_days: 5 }),
    );
    expect(saved).toEqual({ default_capacity: 30, review_reminder_days: 5 });
    expect((await employee.put(`${SETTINGS}/general`, { review_reminder_days: 3 })).statusCode).toBe(403);
    await admin.put(`${SETTINGS}/general`, { default_capacity: 25, review_reminder_days: 7 });
  });

  it("answers another company's ids with a 404", async () => {
    const [admin, acme] = await Promise.all([f.as('admin'), f.as('acmeAdmin')]);
    const theirs = dataOf<Training>(await acme.post(BASE, training({ title: 'Acme induction' })), 201);
    expect((await admin.get(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.put(`${BASE}/${theirs.id}`, training())).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect(dataOf<ListPage<TrainingSummary>>(await admin.get(BASE)).results.map((t) => t.id)).not.toContain(
      theirs.id,
    );
  });
});
