import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS } from '@clockroom/contracts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { provisionCompany, provisioningRepository as repo } from '../../modules/auth/index.ts';
import { branchManagers, departments, employees, teams } from '../schema/index.ts';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES } from './names.ts';
import { seedPublicHolidays } from './public-holidays.ts';
import { seedDemoAttendance } from './attendance.ts';
import { seedDemoOvertime } from './overtime.ts';
import { seedDemoLeave } from './leave.ts';
import { seedDemoPay } from './demo-pay.ts';
import { seedTaskStatuses } from './demo-projects.ts';
import { seedDemoPerformance } from './demo-performance.ts';
import { seedDemoRecruitment } from './demo-recruitment.ts';
import { demoDays, inYear } from './seed-days.ts';
import { seedAcmeEmployeeSettings, seedDemoEmployeeSettings } from './employee-settings.ts';

export const DEMO_PASSWORD = 'Clockroom#2026';
export const DEMO_SIGNINS = [
  { company: 'demo', email: 'admin@demo.example', role: 'Owner and Super Admin' },
  { company: 'demo', email: 'hr@demo.example', role: 'HR Officer (limited role)' },
  { company: 'demo', email: 'employee@demo.example', role: 'Employee (self-service only)' },
  { company: 'acme', email: 'admin@acme.example', role: 'Owner of a second company' },
];

/** The HR officer's limited role: people and reports, no roles, billing or settings. */
const HR_OFFICER_PERMISSIONS = ALL_PERMISSIONS.filter(
  (p) =>
    p === 'view backend' ||
    /employee|department|team|organization reports|hrm reports|leave|exemption/.test(p),
  // No 'view all stations': she sees the two branches she manages (README, ADR 0017).
).filter((p) => !/delete/.test(p));

const DEPARTMENTS = [
  'Human Resources',
  'Finance',
  'Operations',
  'Sales',
  'Information Technology',
  'Customer Service',
];
const TEAMS = ['Payroll Team', 'Field Sales', 'Infrastructure', 'Recruitment Squad'];

/** Deterministic pseudo-random so every fresh demo looks the same. */
function pick<T>(list: readonly T[], i: number, salt: number): T {
  return cycle(list, i * 7 + salt * 13);
}

/** The i-th item, wrapping around the list. */
function cycle<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error(`The demo seed picks from an empty list (index ${i})`);
  return item;
}

/** NIN, probation, next of kin and emergency contact for most of the staff (the rest left blank). */
function dayOneRecord(i: number, appointed: string, today: string): Partial<typeof employees.$inferInsert> {
  if (i % 4 === 3) return {};
  const plusMonths = (iso: string, months: number) => {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.toISOString().slice(0, 10);
  };
  const probationEnd = plusMonths(appointed, 6);
  return {
    nin: String(31_000_000_000 + i * 104_729),
    probationEndDate: probationEnd,
    confirmationDate: probationEnd <= today ? probationEnd : null,
    nextOfKinName: `${pick(FIRST_NAMES_FEMALE, i, 7)} ${pick(LAST_NAMES, i, 3)}`,
    nextOfKinRelationship: pick(['Spouse', 'Sister', 'Brother', 'Mother', 'Father'], i, 8),
    nextOfKinPhone: `234-80${String(50000000 + i * 6007).slice(0, 8)}`,
    nextOfKinAddress: pick(
      ['12 Allen Avenue, Ikeja', '4 Aminu Kano Crescent, Wuse II', '7 Aba Road, Port Harcourt'],
      i,
      9,
    ),
    emergencyContactName: `${pick(FIRST_NAMES_MALE, i, 10)} ${pick(LAST_NAMES, i, 11)}`,
    emergencyContactRelationship: pick(['Brother', 'Friend', 'Uncle', 'Cousin'], i, 12),
    emergencyContactPhone: `234-70${String(60000000 + i * 5003).slice(0, 8)}`,
  };
}

async function insertEmployee(tx: Tx, values: typeof employees.$inferInsert): Promise<number> {
  const row = expectRow(
    await tx.insert(employees).values(values).returning({ id: employees.id }),
    'the new demo employee',
  );
  return row.id;
}

async function seedDemoCompany(tx: Tx, passwordHash: string, options: DemoOptions): Promise<void> {
  const c = await provisionCompany(tx, {
    companyName: 'Demo Industries Ltd',
    slug: 'demo',
    industryId: null,
    accountType: 'premium',
    modulesExpireAt: null,
    hqName: 'Lagos HQ',
    defaultLeaveTypes: options.leaveTypes,
    owner: {
      firstName: 'Adaeze',
      lastName: 'Okafor',
      email: 'admin@demo.example',
      phone: '234-8031234567',
      passwordHash,
      isActive: true,
    },
  });
  const companyId = c.companyId;
  const abuja = await repo.insertBranch(tx, { companyId, stationName: 'Abuja Branch', isHq: false });
  const portHarcourt = await repo.insertBranch(tx, {
    companyId,
    stationName: 'Port Harcourt Branch',
    isHq: false,
  });
  const branchIds = [c.hqBranchId, abuja, portHarcourt];
  const deptIds: number[] = [];
  for (const [i, name] of DEPARTMENTS.entries()) {
    const d = expectRow(
      await tx
        .insert(departments)
        .values({ companyId, departmentName: name, branchId: cycle(branchIds, i) })
        .returning({ id: departments.id }),
      `the demo department ${name}`,
    );
    deptIds.push(d.id);
  }
  const teamIds: number[] = [];
  for (const name of TEAMS) {
    const t = expectRow(
      await tx.insert(teams).values({ companyId, teamName: name }).returning({ id: teams.id }),
      `the demo team ${name}`,
    );
    teamIds.push(t.id);
  }
  await tx.execute(sql`UPDATE employees SET department_id = ${cycle(deptIds, 0)}, gender = 'female',
    date_of_birth = '1984-03-12', appointment_date = '2016-01-04' WHERE id = ${c.ownerEmployeeId}`);

  const hrRole = await repo.insertRole(
    tx,
    { companyId, name: 'HR Officer', slug: 'hr-officer', isSystem: false },
    await repo.permissionIdsBySlug(tx, HR_OFFICER_PERMISSIONS),
  );

  // 44 staff beyond the owner: birthdays and anniversaries spread so the dashboard has celebrations.
  const { today, day } = await demoDays(tx, companyId);
  const thisYear = Number(today.slice(0, 4));
  const staffIds: number[] = [];
  for (let i = 0; i < 44; i++) {
    const female = i % 2 === 0;
    const first = female ? pick(FIRST_NAMES_FEMALE, i, 1) : pick(FIRST_NAMES_MALE, i, 2);
    const last = pick(LAST_NAMES, i, 3);
    const email =
      i === 0
        ? 'hr@demo.example'
        : i === 1
          ? 'employee@demo.example'
          : `${first}.${last}${i}@demo.example`.toLowerCase();
    const birth = inYear(day(((i * 9) % 120) - 10), 1975 + (i % 25));
    const appointed = inYear(day(((i * 11) % 90) - 20), thisYear - 1 - (i % 8));
    const appointmentDate = i >= 42 ? day(-3 - (i % 5)) : appointed;
    const id = await insertEmployee(tx, {
      companyId,
      firstName: first,
      lastName: last,
      email,
      pin: String(100 + i),
      customEmployeeId: `DIL-${String(1001 + i)}`,
      gender: female ? 'female' : 'male',
      dateOfBirth: birth,
      appointmentDate,
      mobileNumber: `234-80${String(30000000 + i * 7919).slice(0, 8)}`,
      branchId: cycle(branchIds, i),
      departmentId: cycle(deptIds, i),
      teamId: i % 3 === 0 ? cycle(teamIds, i) : null,
      nationality: 'Nigerian',
      country: 'Nigeria',
      state: pick(['Lagos', 'FCT', 'Rivers', 'Oyo', 'Kano', 'Enugu'], i, 4),
      maritalStatus: i % 3 === 0 ? 'single' : 'married',
      profileCompleted: true,
      status: i === 40 ? 0 : 1,
      exitDate: i === 41 ? day(-1) : null,
      exitReason: i === 41 ? 'resignation' : null,
      ...dayOneRecord(i, appointmentDate, today),
    });
    staffIds.push(id);
  }
  const [hrEmployee, essEmployee] = staffIds;
  if (hrEmployee === undefined || essEmployee === undefined)
    throw new Error('The demo seed needs its first two staff');
  const employeeRole = c.roleIds.employee;
  if (employeeRole === undefined) throw new Error('Provisioning must create the employee role');
  const userOf = (employeeId: number, email: string) =>
    repo.insertUser(tx, companyId, { employeeId, email, passwordHash, isActive: true });
  await repo.assignRoles(tx, companyId, await userOf(hrEmployee, 'hr@demo.example'), [hrRole]);
  await repo.assignRoles(tx, companyId, await userOf(essEmployee, 'employee@demo.example'), [employeeRole]);
  // The HR officer works from Abuja and manages Abuja and Port Harcourt.
  await tx.execute(sql`UPDATE employees SET branch_id = ${abuja} WHERE id = ${hrEmployee}`);
  await tx.insert(branchManagers).values([
    { companyId, employeeId: hrEmployee, branchId: abuja },
    { companyId, employeeId: hrEmployee, branchId: portHarcourt },
  ]);
  await seedPublicHolidays(tx, companyId);
  await seedDemoEmployeeSettings(tx, companyId, c.ownerEmployeeId);
  await seedDemoPerformance(tx, companyId, c.ownerEmployeeId);
  await seedDemoRecruitment(tx, companyId, c.ownerEmployeeId);
  if (options.attendance) {
    await seedDemoAttendance(tx, companyId, {
      ownerEmployeeId: c.ownerEmployeeId,
      branchIds: [c.hqBranchId, abuja, portHarcourt],
      essEmployeeId: essEmployee,
    });
    await seedDemoOvertime(tx, companyId, c.hqBranchId);
  }
  if (options.leaveTypes && options.leaveRequests) await seedDemoLeave(tx, companyId);
  if (options.payroll) await seedDemoPay(tx, companyId);
}

async function seedAcme(tx: Tx, passwordHash: string, options: DemoOptions): Promise<void> {
  const c = await provisionCompany(tx, {
    companyName: 'Acme Nigeria Plc',
    slug: 'acme',
    industryId: null,
    accountType: 'premium',
    modulesExpireAt: null,
    defaultLeaveTypes: options.leaveTypes,
    owner: {
      firstName: 'Ibrahim',
      lastName: 'Danjuma',
      email: 'admin@acme.example',
      phone: '234-8059876543',
      passwordHash,
      isActive: true,
    },
  });
  for (let i = 0; i < 5; i++) {
    await insertEmployee(tx, {
      companyId: c.companyId,
      firstName: pick(FIRST_NAMES_MALE, i, 5),
      lastName: pick(LAST_NAMES, i, 6),
      email: `staff${i}@acme.example`,
      pin: String(200 + i),
      branchId: c.hqBranchId,
      appointmentDate: '2022-05-02',
      profileCompleted: true,
    });
  }
  await seedAcmeEmployeeSettings(tx, c.companyId);
  await seedTaskStatuses(tx, c.companyId);
}

export interface DemoOptions {
  /**
   * Five weeks of shifts, clocks and punches up to now. The app's demo has them; the integration
   * tests' template leaves them out, so their hand-computed attendance weeks stay the only ones.
   */
  attendance: boolean;
  /**
   * The default leave types every company starts with (ADR 30). The tests' template leaves them out,
   * as its hand-computed leave balances and lists predate them.
   */
  leaveTypes: boolean;
  /**
   * The demo's leave and exemption requests in every state (leave.ts), which need the types. The
   * template leaves them out, and so does the browser journeys' server (DEMO_LEAVE_REQUESTS=0),
   * whose journeys count the requests they make in lists they share.
   */
  leaveRequests: boolean;
  /**
   * Pay packages and the year's payroll up to now (payroll.ts): needs the app built first, since the
   * run asks the pay item sources the modules register. The tests' template leaves it out.
   */
  payroll?: boolean;
}

/** Seeds the demo tenants unless they exist. Each company is created in its own transaction. */
export async function seedDemo(
  database: Database,
  options: DemoOptions = { attendance: true, leaveTypes: true, leaveRequests: true, payroll: true },
): Promise<boolean> {
  const exists = await database.transaction(async (tx) => {
    const r = await tx.execute<{ id: string | null }>(sql`SELECT company_id_for_slug('demo') AS id`);
    return r.rows[0]?.id != null;
  });
  if (exists) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.transaction((tx) => seedDemoCompany(tx, passwordHash, options));
  await database.transaction((tx) => seedAcme(tx, passwordHash, options));
  return true;
}
