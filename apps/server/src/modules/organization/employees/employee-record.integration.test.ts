import { describe, expect, it } from 'vitest';
import { EMPLOYEE_FORM_MESSAGES as F, EMPLOYEE_RECORD_MESSAGES as R } from '@clockroom/contracts';
import { client } from '../../../test/harness.ts';
import { signedInTokens, testFile } from '../../../test/kit.ts';

/** Platform issue §10: NIN, next of kin, emergency contact, probation, confirmation and exit. */
const f = testFile();
const token = signedInTokens(f, 'admin', 'employee');

let seq = 0;
const person = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    first_name: 'Chiamaka',
    last_name: `Record${seq}`,
    email: `chiamaka.record${seq}@demo.example`,
    mobile_number: `234-80666${String(10000 + seq)}`,
    ...extra,
  };
};

const dayOne = {
  appointment_date: '2025-01-06',
  probation_end_date: '2025-07-06',
  confirmation_date: '2025-07-14',
  nin: '12345678901',
  next_of_kin_name: 'Emeka Okafor',
  next_of_kin_relationship: 'Brother',
  next_of_kin_phone: '+234-08031112222',
  next_of_kin_address: '12 Allen Avenue, Ikeja',
  emergency_contact_name: 'Funke Adeyemi',
  emergency_contact_relationship: 'Friend',
  emergency_contact_phone: '234-7033334444',
};

const errorsOf = (body: { errors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

describe('employee record: create, profile and update', () => {
  it('stores and shows the day-one fields, phones in the canonical form', async () => {
    const res = await client(f.t, token.admin).post('/organization/employees', person(dayOne));
    expect(res.statusCode).toBe(200);
    const e = res.json().data;
    expect(e).toMatchObject({ ...dayOne, next_of_kin_phone: '234-8031112222', exit_date: null });
    const shown = (await client(f.t, token.admin).get(`/organization/employees/${e.id}`)).json().data;
    expect(shown.nin).toBe('12345678901');
    expect(shown.emergency_contact_phone).toBe('234-7033334444');
  });

  it('records an exit with its reason, and checks a partial update against what is stored', async () => {
    const { id } = (await client(f.t, token.admin).post('/organization/employees', person(dayOne))).json()
      .data;
    const base = person();
    const missing = await client(f.t, token.admin).put(`/organization/employees/${id}`, {
      ...base,
      exit_date: '2026-02-27',
    });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing.json())).toMatchObject({ exit_reason: R.exitReasonRequired });
    const early = await client(f.t, token.admin).put(`/organization/employees/${id}`, {
      ...base,
      exit_date: '2024-12-31',
      exit_reason: 'resignation',
    });
    expect(errorsOf(early.json())).toMatchObject({ exit_date: R.exitBeforeAppointment });
    const done = await client(f.t, token.admin).put(`/organization/employees/${id}`, {
      ...base,
      exit_date: '2026-02-27',
      exit_reason: 'Resignation',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ exit_date: '2026-02-27', exit_reason: 'resignation' });
    // Clearing the kin's phone alone would leave a next of kin nobody can call.
    const noPhone = await client(f.t, token.admin).put(`/organization/employees/${id}`, {
      ...base,
      next_of_kin_phone: '',
    });
    expect(errorsOf(noPhone.json())).toMatchObject({ next_of_kin_phone: R.nextOfKinPhoneRequired });
  });

  it('refuses a bad NIN, a bad phone and an unknown exit reason, each on its field', async () => {
    const res = await client(f.t, token.admin).post(
      '/organization/employees',
      person({ nin: '1234567890', next_of_kin_phone: '12-34', exit_reason: 'fired for fun' }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toMatchObject({
      nin: R.ninInvalid,
      next_of_kin_phone: F.phoneInvalid,
      exit_reason: R.exitReasonInvalid,
    });
  });

  it('refuses dates out of order and half-filled contacts', async () => {
    const res = await client(f.t, token.admin).post(
      '/organization/employees',
      person({
        appointment_date: '2025-03-01',
        probation_end_date: '2025-02-01',
        confirmation_date: '2025-02-28',
        next_of_kin_relationship: 'Mother',
        emergency_contact_relationship: 'Sister',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toMatchObject({
      probation_end_date: R.probationBeforeAppointment,
      confirmation_date: R.confirmationBeforeAppointment,
      next_of_kin_name: R.nextOfKinNameRequired,
      next_of_kin_phone: R.nextOfKinPhoneRequired,
      emergency_contact_name: R.emergencyContactNameRequired,
    });
  });

  it('lets employees keep their own NIN and contacts, but not their exit or confirmation', async () => {
    const me = (await client(f.t, token.employee).get('/user')).json().data.employee.id as number;
    const res = await client(f.t, token.employee).put(`/organization/employees/${me}/profile`, {
      first_name: 'Self',
      last_name: 'Service',
      email: 'employee@demo.example',
      mobile_number: '234-8030001111',
      nin: '98765432109',
      emergency_contact_name: 'Tolu Bello',
      emergency_contact_phone: '234-8020003333',
      confirmation_date: '2020-01-01',
      exit_date: '2020-01-02',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nin: '98765432109', emergency_contact_name: 'Tolu Bello' });
    const full = (await client(f.t, token.admin).get(`/organization/employees/${me}`)).json().data;
    expect(full.exit_date).toBeNull();
    expect(full.confirmation_date).not.toBe('2020-01-01');
    const bad = await client(f.t, token.employee).put(`/organization/employees/${me}/profile`, {
      first_name: 'Self',
      last_name: 'Service',
      email: 'employee@demo.example',
      mobile_number: '234-8030001111',
      emergency_contact_phone: '',
    });
    expect(errorsOf(bad.json())).toMatchObject({ emergency_contact_phone: R.emergencyContactPhoneRequired });
  });
});

describe('employee record in the report and the import', () => {
  it('offers the new report columns with dates as yyyy-MM-dd and the exit reason as a label', async () => {
    const { id } = (
      await client(f.t, token.admin).post(
        '/organization/employees',
        person({ ...dayOne, exit_date: '2026-03-31', exit_reason: 'end_of_contract' }),
      )
    ).json().data;
    const res = await client(f.t, token.admin).post('/organization/reports/employees/fetch', {
      fetch_by: 'employee',
      fetch_by_id: [id],
      columns: ['nin', 'confirmation_date', 'exit_date', 'exit_reason', 'next_of_kin_name'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      {
        nin: '12345678901',
        confirmation_date: '2025-07-14',
        exit_date: '2026-03-31',
        exit_reason: 'End of contract',
        next_of_kin_name: 'Emeka Okafor',
      },
    ]);
    const csv = await client(f.t, token.admin).post('/organization/reports/employees/download/csv', {
      fetch_by: 'employee',
      fetch_by_id: [id],
      columns: ['name', 'confirmation_date', 'emergency_contact_phone'],
    });
    expect(csv.statusCode).toBe(200);
  });

  it('has the new columns in the template and imports them', async () => {
    const template = await client(f.t, token.admin).get('/organization/employees/import/template?format=csv');
    const header = template.body.replace(/^\uFEFF/, '').trim();
    expect(header).toContain('nin,probation_end_date,confirmation_date,next_of_kin_name');
    const cols =
      'pin,first_name,last_name,email,mobile_number,appointment_date,nin,confirmation_date,next_of_kin_name,next_of_kin_phone';
    const file = `${cols}\nREC1,Bisi,Ola,bisi.ola@import.example,08031230001,06-01-2025,22233344455,14-07-2025,Kemi Ola,08039990000\nREC2,Tunde,Ola,tunde.ola@import.example,08031230002,06-01-2025,2223334445,01-01-2024,,\n`;
    const boundary = '----clockroomrecord';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="staff.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
    );
    const send = (url: string) =>
      f.t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: {
          authorization: `Bearer ${token.admin}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    const preview = (await send('/organization/employees/import/preview')).json().data;
    expect(preview.rows[1].errors).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'nin', message: R.ninInvalid }),
        expect.objectContaining({ field: 'confirmation_date', message: R.confirmationBeforeAppointment }),
      ]),
    );
    const done = await send('/organization/employees/import?only_valid=true');
    expect(done.json().data).toMatchObject({ imported: 1, skipped: 1 });
    const found = await client(f.t, token.admin).get('/organization/employees?search_query=bisi.ola');
    const id = found.json().data.results[0].id as number;
    const e = (await client(f.t, token.admin).get(`/organization/employees/${id}`)).json().data;
    expect(e).toMatchObject({
      nin: '22233344455',
      confirmation_date: '2025-07-14',
      next_of_kin_name: 'Kemi Ola',
      next_of_kin_phone: '234-8039990000',
    });
  });
});
