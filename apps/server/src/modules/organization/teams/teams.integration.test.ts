import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES as M } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { createdWith } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';

let t: TestApp;
let admin: string;
let hr: string;
let employee: string;
let staff: number[];
let acme: { employeeId: number; teamId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  employee = await login(t, 'employee@demo.example');
  const found = (await client(t, admin).get('/organization/employees/search?per_page=8')).json().data.results;
  staff = found.map((e: { id: number }) => e.id);
  const acmeToken = await login(t, 'admin@acme.example', 'acme');
  const acmeTeam = await client(t, acmeToken).post('/organization/teams', { team_name: 'Acme Movers' });
  acme = {
    employeeId: (await client(t, acmeToken).get('/user')).json().data.employee.id,
    teamId: acmeTeam.json().data.id,
  };
});
afterAll(() => t.close());

const fieldError = (field: string, message: string) => ({
  message,
  errors: expect.arrayContaining([expect.objectContaining({ field, message })]),
});

async function create(payload: Record<string, unknown>) {
  const res = await client(t, admin).post('/organization/teams', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; team_name: string; members: { id: number }[] };
}
const memberIds = (team: { members: { id: number }[] }) =>
  team.members.map((m) => m.id).sort((a, b) => a - b);
/** The ids of some of the seeded staff, sorted like memberIds. */
const sortedStaff = (...indexes: number[]) =>
  indexes.map((i) => must(staff[i], `staff member ${i} of the search`)).sort((a, b) => a - b);

describe('GET /organization/teams', () => {
  it('lists teams paged with lead and member counts, and searches', async () => {
    const res = await client(t, hr).get('/organization/teams?page=1&perPage=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThanOrEqual(4);
    expect(res.json().data.results).toHaveLength(2);
    expect(res.json().data.results[0]).toMatchObject({
      team_name: expect.any(String),
      members_count: expect.any(Number),
    });
    const found = (await client(t, hr).get('/organization/teams?search_query=payroll')).json().data;
    expect(found.results.map((r: { team_name: string }) => r.team_name)).toEqual(['Payroll Team']);
  });
  it('needs view teams', async () => {
    expect((await client(t, employee).get('/organization/teams')).statusCode).toBe(403);
  });
});

describe('POST /organization/teams', () => {
  it('creates a team with a lead and members', async () => {
    const res = await client(t, hr).post('/organization/teams', {
      team_name: 'Night Shift',
      lead_employee_id: staff[0],
      description: 'Covers 22:00-06:00',
      member_ids: [staff[0], staff[1]],
    });
    createdWith(res, M.created);
    const team = res.json().data;
    expect(team).toMatchObject({ team_name: 'Night Shift', lead: { id: staff[0] }, members_count: 2 });
    expect(memberIds(team)).toEqual(sortedStaff(0, 1));
    expect(team.members[0]).toMatchObject({ name: expect.any(String), pin: expect.any(String) });
  });
  it.each([
    [{}, 'team_name', M.nameRequired],
    [{ team_name: '  ' }, 'team_name', M.nameRequired],
    [{ team_name: 'x'.repeat(151) }, 'team_name', M.nameTooLong],
    [{ team_name: 'Ok', lead_employee_id: 999999 }, 'lead_employee_id', M.leadInvalid],
    [{ team_name: 'Ok', member_ids: [999999] }, 'member_ids', M.membersInvalid],
    [{ team_name: 'Ok', member_ids: ['abc'] }, 'member_ids', M.membersInvalid],
    [{ team_name: 'Ok', member_ids: 'all' }, 'member_ids', M.membersInvalid],
    [{ team_name: 'Ok', description: 'd'.repeat(1001) }, 'description', M.descriptionTooLong],
  ])('refuses %j with a message on %s', async (payload, field, message) => {
    const res = await client(t, admin).post('/organization/teams', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(fieldError(field, message));
  });
  it('refuses a duplicate name, whatever the case', async () => {
    const res = await client(t, admin).post('/organization/teams', { team_name: 'field SALES' });
    expect(res.json()).toMatchObject(fieldError('team_name', M.nameTaken));
  });
  it("refuses another company's employees as lead or members", async () => {
    const lead = await client(t, admin).post('/organization/teams', {
      team_name: 'Ghosts',
      lead_employee_id: acme.employeeId,
    });
    expect(lead.json()).toMatchObject(fieldError('lead_employee_id', M.leadInvalid));
    const members = await client(t, admin).post('/organization/teams', {
      team_name: 'Ghosts',
      member_ids: [staff[2], acme.employeeId],
    });
    expect(members.json()).toMatchObject(fieldError('member_ids', M.membersInvalid));
    expect((await client(t, admin).get('/organization/teams?search_query=Ghosts')).json().data.total).toBe(0);
  });
  it('needs create team', async () => {
    expect((await client(t, employee).post('/organization/teams', { team_name: 'X' })).statusCode).toBe(403);
  });
});

describe('GET and PUT /organization/teams/{id}', () => {
  it('replaces the membership: listed employees join (leaving their old team), others leave', async () => {
    const a = await create({ team_name: 'Alpha', member_ids: [staff[3], staff[4]] });
    const b = await create({ team_name: 'Bravo', member_ids: [staff[5]] });
    const res = await client(t, admin).put(`/organization/teams/${b.id}`, {
      team_name: 'Bravo Squad',
      lead_employee_id: staff[4],
      member_ids: [staff[4], staff[6]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ team_name: 'Bravo Squad', lead: { id: staff[4] } });
    expect(memberIds(res.json().data)).toEqual(sortedStaff(4, 6));
    const alpha = (await client(t, hr).get(`/organization/teams/${a.id}`)).json().data;
    expect(memberIds(alpha)).toEqual([staff[3]]);
    const removed = (await client(t, admin).get(`/organization/employees/${staff[5]}`)).json().data;
    expect(removed.team).toBeNull();
  });
  it('keeps the membership when member_ids is left out', async () => {
    const team = await create({ team_name: 'Charlie', member_ids: [staff[7]] });
    const res = await client(t, admin).put(`/organization/teams/${team.id}`, { team_name: 'Charlie Crew' });
    expect(memberIds(res.json().data)).toEqual([staff[7]]);
    const emptied = await client(t, admin).put(`/organization/teams/${team.id}`, {
      team_name: 'Charlie Crew',
      member_ids: [],
    });
    expect(emptied.json().data.members).toEqual([]);
  });
  it('answers 422 per field, 403, and 404 for unknown or foreign ids', async () => {
    const team = await create({ team_name: 'Delta' });
    const bad = await client(t, admin).put(`/organization/teams/${team.id}`, { team_name: '' });
    expect(bad.json()).toMatchObject(fieldError('team_name', M.nameRequired));
    const dup = await client(t, admin).put(`/organization/teams/${team.id}`, { team_name: 'Payroll Team' });
    expect(dup.json()).toMatchObject(fieldError('team_name', M.nameTaken));
    expect(
      (await client(t, employee).put(`/organization/teams/${team.id}`, { team_name: 'X' })).statusCode,
    ).toBe(403);
    expect((await client(t, employee).get(`/organization/teams/${team.id}`)).statusCode).toBe(403);
    expect((await client(t, admin).get('/organization/teams/999999')).json().message).toBe(M.notFound);
    expect((await client(t, admin).get(`/organization/teams/${acme.teamId}`)).statusCode).toBe(404);
    expect(
      (await client(t, admin).put(`/organization/teams/${acme.teamId}`, { team_name: 'Mine' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /organization/teams/delete', () => {
  it('deletes teams and leaves their members without a team', async () => {
    const a = await create({ team_name: 'Echo', member_ids: [staff[1]] });
    const b = await create({ team_name: 'Foxtrot' });
    const res = await client(t, admin).post('/organization/teams/delete', { teamIds: [a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    expect((await client(t, admin).get(`/organization/teams/${a.id}`)).statusCode).toBe(404);
    expect((await client(t, admin).get(`/organization/employees/${staff[1]}`)).json().data.team).toBeNull();
  });
  it("answers 404 and deletes nothing when an id is another company's", async () => {
    const mine = await create({ team_name: 'Golf' });
    const res = await client(t, admin).post('/organization/teams/delete', {
      teamIds: [mine.id, acme.teamId],
    });
    expect(res.statusCode).toBe(404);
    expect((await client(t, admin).get(`/organization/teams/${mine.id}`)).statusCode).toBe(200);
  });
  it('validates the ids and needs delete team', async () => {
    for (const body of [{}, { teamIds: [] }, { teamIds: [0] }]) {
      const res = await client(t, admin).post('/organization/teams/delete', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(fieldError('teamIds', M.idsRequired));
    }
    const team = await create({ team_name: 'Hotel' });
    expect((await client(t, hr).post('/organization/teams/delete', { teamIds: [team.id] })).statusCode).toBe(
      403,
    );
  });
});
