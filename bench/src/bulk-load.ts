import type pg from 'pg';
import {
  BLOOD_GROUPS,
  CITIES,
  DEPARTMENTS,
  FEMALE,
  GENOTYPES,
  MALE,
  RELIGIONS,
  STREETS,
  SURNAMES,
  TEAMS,
  intBetween,
  isoDaysAgo,
  pick,
  rng,
  type Random,
} from './fake.ts';
import type { BenchCompany } from './generate.ts';

/** One company's people in a handful of set-based statements, inside one owner transaction. */
export async function loadCompany(
  owner: pg.Pool,
  company: BenchCompany,
  employeesPerCompany: number,
  seed: number,
): Promise<void> {
  const random = rng(seed);
  const client = await owner.connect();
  try {
    await client.query('BEGIN');
    const cities = [...CITIES].sort(() => random() - 0.5).slice(0, intBetween(random, 2, 4));
    const branchRows = await client.query<{ id: string }>(
      `INSERT INTO branches (company_id, station_name, is_hq, address)
       SELECT $1::bigint, s, false, a FROM unnest($2::text[], $3::text[]) AS u(s, a) RETURNING id`,
      [
        company.id,
        cities.map((c) => `${c.city} Branch`),
        cities.map((c) => `${intBetween(random, 1, 120)} ${pick(random, STREETS)}, ${c.city}`),
      ],
    );
    const branchIds = [company.hqBranchId, ...branchRows.rows.map((r) => Number(r.id))];
    const deptNames = DEPARTMENTS.slice(0, intBetween(random, 6, DEPARTMENTS.length));
    const deptRows = await client.query<{ id: string }>(
      `INSERT INTO departments (company_id, department_name, branch_id)
       SELECT $1::bigint, n, b FROM unnest($2::text[], $3::bigint[]) AS u(n, b) RETURNING id`,
      [company.id, deptNames, deptNames.map((_, i) => branchIds[i % branchIds.length] ?? company.hqBranchId)],
    );
    const deptIds = deptRows.rows.map((r) => Number(r.id));
    const teamRows = await client.query<{ id: string }>(
      `INSERT INTO teams (company_id, team_name) SELECT $1::bigint, n FROM unnest($2::text[]) AS n RETURNING id`,
      [company.id, TEAMS.slice(0, 4)],
    );
    const teamIds = teamRows.rows.map((r) => Number(r.id));

    const cols = employeeColumns(random, company, employeesPerCompany - 1, branchIds, deptIds, teamIds);
    await client.query(
      `INSERT INTO employees (company_id, first_name, last_name, email, pin, custom_employee_id, salutation, gender,
         date_of_birth, mobile_number, address, city, state, country, nationality, religion, marital_status,
         blood_group, genotype, appointment_date, exit_date, branch_id, department_id, team_id, status, profile_completed)
       SELECT $1::bigint, fn, ln, em, pin, cid, sal, g, dob::date, mob, addr, city, st, 'Nigeria', 'Nigerian', rel, ms,
         bg, gt, ad::date, ed::date, br, dp, tm, stat, true
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
         $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[],
         $18::text[], $19::text[], $20::bigint[], $21::bigint[], $22::bigint[], $23::int[])
         AS u(fn, ln, em, pin, cid, sal, g, dob, mob, addr, city, st, rel, ms, bg, gt, ad, ed, br, dp, tm, stat)`,
      [company.id, ...cols],
    );
    // Every mutation writes an audit row in the product, so each hire has one; the activity log reads them.
    await client.query(
      `INSERT INTO audit_logs (company_id, actor_user_id, actor_name, action, entity, entity_id, description, created_at)
       SELECT e.company_id, $2::bigint, o.first_name || ' ' || o.last_name, 'create', 'employee', e.id::text,
              o.first_name || ' ' || o.last_name || ' added employee ' || e.first_name || ' ' || e.last_name,
              now() - (random() * interval '365 days')
       FROM employees e JOIN employees o ON o.company_id = e.company_id AND o.id = $3::bigint
       WHERE e.company_id = $1::bigint AND e.id <> $3::bigint`,
      [company.id, company.ownerUserId, company.ownerEmployeeId],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Column arrays for `count` employees, in the order of the INSERT's unnest parameters. */
function employeeColumns(
  random: Random,
  company: BenchCompany,
  count: number,
  branchIds: number[],
  deptIds: number[],
  teamIds: number[],
): unknown[][] {
  const cols: unknown[][] = Array.from({ length: 22 }, () => []);
  const prefix = company.slug
    .replace(/[^a-z0-9]/g, '')
    .toUpperCase()
    .slice(-6);
  for (let i = 0; i < count; i++) {
    const female = random() < 0.5;
    const first = pick(random, female ? FEMALE : MALE);
    const last = pick(random, SURNAMES);
    const place = pick(random, CITIES);
    const exited = random() < 0.03;
    const row = [
      first,
      last,
      `${first}.${last}.${i + 2}@${company.slug}.example`.toLowerCase(),
      String(1000 + i),
      `${prefix}-${String(10001 + i)}`,
      female ? pick(random, ['Mrs', 'Miss', 'Ms']) : 'Mr',
      female ? 'female' : 'male',
      isoDaysAgo(intBetween(random, 20 * 365, 58 * 365)),
      `234-80${intBetween(random, 10000000, 99999999)}`,
      `${intBetween(random, 1, 200)} ${pick(random, STREETS)}`,
      place.city,
      place.state,
      pick(random, RELIGIONS),
      random() < 0.55 ? 'married' : 'single',
      pick(random, BLOOD_GROUPS),
      pick(random, GENOTYPES),
      isoDaysAgo(intBetween(random, 30, 15 * 365)),
      exited ? isoDaysAgo(intBetween(random, 1, 25)) : null,
      pick(random, branchIds),
      pick(random, deptIds),
      random() < 0.3 ? pick(random, teamIds) : null,
      exited ? 0 : 1,
    ];
    row.forEach((v, c) => {
      const col = cols[c];
      if (!col) throw new Error(`employee row has ${row.length} values for ${cols.length} columns`);
      col.push(v);
    });
  }
  return cols;
}
