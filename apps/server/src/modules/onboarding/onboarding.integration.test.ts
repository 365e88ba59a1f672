import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYEE_FORM_MESSAGES as F,
  MESSAGES,
  NIGERIA_COUNTRY_ID,
  ONBOARDING_MESSAGES as M,
} from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, lastMail, login, type TestApp } from '../../test/harness.ts';
import { must } from '../../test/must.ts';

let t: TestApp;
let admin: string;
let employee: string;
let invitee: string;
let inviteeId: number;
let employeeId: number;

const valid = {
  salutation: 'mr',
  first_name: 'Emeka',
  last_name: 'Newhire',
  email: 'emeka.newhire@demo.example',
  mobile_number: '234-8031112222',
  mobile_number2: '234-8031113333',
  gender: 'male',
  marital_status: 'single',
  blood_group: 'O+',
  date_of_birth: '1995-06-15',
  nationality: 'Nigerian',
  religion: 'Tenrikyo',
  address: '12 Marina Road',
  country_id: NIGERIA_COUNTRY_ID,
  state_id: 25,
  city_id: 2514,
  bank_id: 1,
  account_number: '0123456789',
  bank_branch: 'Marina',
  pension_fund_administrator: 'Stanbic IBTC Pension',
  rsa_pin: 'PEN100200300',
  tax_id: 'TIN-1234',
  tax_location: 'Lagos',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  employee = await login(t, 'employee@demo.example');
  employeeId = (await client(t, employee).get('/user')).json().data.employee.id;
  const demoId = await companyIdOf(t, 'demo');
  const invited = await client(t, admin).post('/organization/employees/invite', {
    first_name: 'Emeka',
    last_name: 'Newhire',
    email: 'emeka.newhire@demo.example',
    branch_id: 2,
  });
  inviteeId = invited.json().data.id;
  const mail = must(await lastMail(t, demoId, 'emeka.newhire@demo.example'), 'the invitation mail');
  const [, , userId, code] = new URL(must(mail.link, 'the activation link')).pathname.split('/');
  await client(t).post('/auth/user-confirmation', {
    user_id: Number(userId),
    confirmation_code: decodeURIComponent(must(code, 'the code in the activation link')),
  });
  invitee = await login(
    t,
    'emeka.newhire@demo.example',
    'demo',
    must(/one-time password (\S+)/.exec(mail.textBody)?.[1], 'the one-time password in the mail'),
  );
  await client(t, invitee).post('/user/change-password-on-first-signin', { new_password: 'Fresh#Pass2026' });
});
afterAll(() => t.close());

/** Saves the profile form of the invitee as `token` (the invitee's own unless told), as onboarding does. */
const saveProfile = (body: object, token = invitee) =>
  client(t, token).put(`/organization/employees/${inviteeId}/profile`, body);

const fieldsOf = (res: { json(): { errors: { field: string; message: string }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.field, e.message]));

describe('GET /organization/employees/{id}/profile', () => {
  it('shows the invitee their profile with the locked fields and the company', async () => {
    const res = await client(t, invitee).get(`/organization/employees/${inviteeId}/profile`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.loaded,
      data: {
        id: inviteeId,
        first_name: 'Emeka',
        profile_completed: false,
        branch: { id: 2, station_name: 'Abuja Branch' },
        roles: [{ name: 'Employee' }],
        company_name: 'Demo Industries Ltd',
      },
    });
  });
  it("keeps other people's profiles from an employee, not from an admin", async () => {
    expect((await client(t, employee).get(`/organization/employees/${inviteeId}/profile`)).statusCode).toBe(
      403,
    );
    expect((await client(t, admin).get(`/organization/employees/${inviteeId}/profile`)).statusCode).toBe(200);
  });
  it('answers 404 for an unknown id', async () => {
    const res = await client(t, admin).get('/organization/employees/999999/profile');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });
});

describe('PUT /organization/employees/{id}/profile', () => {
  // Each refused form: the fields sent, each with the message the form shows beside it.
  const refusedForms: { name: string; base: object; fields: Record<string, [string, string]> }[] = [
    {
      name: 'validates with the onboarding form messages',
      base: {},
      fields: {
        first_name: ['', F.firstNameRequired],
        last_name: [' ', F.lastNameRequired],
        email: ['not-an-email', F.emailInvalid],
        mobile_number: ['', F.phoneRequired],
      },
    },
    {
      name: 'refuses a second phone equal to the first, a future birth date and a non-numeric account',
      base: valid,
      fields: {
        mobile_number2: ['234-8031112222', F.phoneAlreadyUsed],
        date_of_birth: ['2999-01-01', F.dateOfBirthInFuture],
        account_number: ['12AB', F.accountNumberDigits],
      },
    },
  ];
  it.each(refusedForms)('$name', async ({ base, fields }) => {
    const sent = Object.entries(fields);
    const res = await saveProfile({
      ...base,
      ...Object.fromEntries(sent.map(([field, [value]]) => [field, value])),
    });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toMatchObject(
      Object.fromEntries(sent.map(([field, [, message]]) => [field, message])),
    );
  });
  it('checks the chained location and the bank', async () => {
    const put = (body: object) => saveProfile({ ...valid, ...body });
    expect((await put({ state_id: 999999 })).json().errors).toMatchObject([
      { field: 'state_id', message: M.stateUnknown },
    ]);
    // Kano's LGA under Lagos: the city must belong to the state.
    expect((await put({ city_id: 2001 })).json().errors).toMatchObject([
      { field: 'city_id', message: M.cityUnknown },
    ]);
    expect(
      (
        await put({ country_id: undefined, state_id: undefined, city_id: undefined, country: 'Atlantis' })
      ).json().errors,
    ).toMatchObject([{ field: 'country', message: M.countryUnknown }]);
    expect((await put({ bank_id: 999999 })).json().errors).toMatchObject([
      { field: 'bank_id', message: M.bankUnknown },
    ]);
  });
  it('refuses an email another employee uses', async () => {
    const res = await saveProfile({
      ...valid,
      email: 'employee@demo.example',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field: 'email', message: M.emailTaken }]);
  });
  it('saves, completes the profile, grants login access and ignores the locked fields', async () => {
    const res = await saveProfile({
      ...valid,
      // The spec's client sends the whole form, disabled fields included: none of them may change.
      branch_id: 1,
      department_id: 1,
      appointment_date: '2020-01-01',
      employee_grade_id: 1,
      employee_type_id: 1,
      roles: [1],
      pin: '999',
      login_access: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.saved,
      data: {
        profile_completed: true,
        login_access: true,
        religion: 'Tenrikyo',
        mobile_number2: '234-8031113333',
        country: 'Nigeria',
        state: 'Lagos',
        city: 'Lagos Island',
        branch: { id: 2 },
        department: null,
        appointment_date: null,
        employee_grade: null,
        pin: null,
        roles: [{ name: 'Employee' }],
      },
    });
    const me = (await client(t, invitee).get('/user')).json().data;
    expect(me.profile_completed).toBe(true);
  });
  it('takes country, state and city as names, as the spec client sends them', async () => {
    const res = await saveProfile({
      ...valid,
      country_id: undefined,
      state_id: undefined,
      city_id: undefined,
      country: 'nigeria',
      state: 'Lagos',
      city: 'Lagos Mainland',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ country_id: NIGERIA_COUNTRY_ID, state_id: 25, city_id: 2515 });
  });
  it('moves the sign-in email with the employee email', async () => {
    const res = await saveProfile({
      ...valid,
      email: 'emeka.n@demo.example',
    });
    expect(res.statusCode).toBe(200);
    expect((await client(t, invitee).get('/user')).json().data.email).toBe('emeka.n@demo.example');
    await saveProfile(valid);
  });
  it("lets an employee edit only their own profile; an admin with 'edit employee' anyone's", async () => {
    const other = await saveProfile(valid, employee);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.forbidden);
    const own = (await client(t, employee).get(`/organization/employees/${employeeId}/profile`)).json().data;
    const self = await client(t, employee).put(`/organization/employees/${employeeId}/profile`, {
      first_name: own.first_name,
      last_name: own.last_name,
      email: own.email,
      mobile_number: own.mobile_number,
      address: '3 Broad Street',
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().data.address).toBe('3 Broad Street');
    const byAdmin = await client(t, admin).put(`/organization/employees/${inviteeId}/profile`, {
      ...valid,
      address: 'Set by HR',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.address).toBe('Set by HR');
  });
  it("answers 404 for another company's employee, even to an admin", async () => {
    const acme = await login(t, 'admin@acme.example', 'acme');
    const acmeEmployee = (await client(t, acme).get('/user')).json().data.employee.id;
    const res = await client(t, admin).put(`/organization/employees/${acmeEmployee}/profile`, valid);
    expect(res.statusCode).toBe(404);
    expect((await client(t, admin).get(`/organization/employees/${acmeEmployee}/profile`)).statusCode).toBe(
      404,
    );
  });
});
