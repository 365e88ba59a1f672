import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { insertGroup } from '../../platform/approvals/group-choice.repository.ts';

/**
 * The demo company's attendance: two shifts, everyone on one of them for the last five weeks, a
 * clock per office with a realistic month of punches up to now (most on time, some late, a few
 * absences and forgotten clock-outs), a mobile-clock fence at the head office and the owner as the
 * mobile-clock approver. Punches are stored as a clock delivers them; the engine computes the day
 * facts when a report or the dashboard first reads the dates, as it would for real data (ADR 25).
 */

/** Days of history before today. */
const HISTORY_DAYS = 35;

interface DemoPlaces {
  ownerEmployeeId: number;
  /** Lagos HQ, Abuja, Port Harcourt. */
  branchIds: readonly [number, number, number];
  /** The self-service demo employee, who clocks from the phone. */
  essEmployeeId: number;
}

async function insertId(tx: Tx, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(query);
  return Number(expectRow(r.rows, what).id);
}

export async function seedDemoAttendance(tx: Tx, companyId: number, places: DemoPlaces): Promise<void> {
  const [hq, abuja, portHarcourt] = places.branchIds;
  const regular = await insertId(
    tx,
    sql`INSERT INTO shift_types (company_id, name) VALUES (${companyId}, 'Regular') RETURNING id`,
    'the demo shift type',
  );
  const shift = (w: {
    name: string;
    start: string;
    end: string;
    grace: number;
    rest: number;
    days: string;
    about: string;
    color: string;
  }) =>
    insertId(
      tx,
      sql`INSERT INTO work_shifts (company_id, name, shift_type_id, start_time, end_time, grace_minutes,
            break_minutes, work_days, description, color)
          VALUES (${companyId}, ${w.name}, ${regular}, ${w.start}::time, ${w.end}::time, ${w.grace}, ${w.rest},
            ${w.days}::integer[], ${w.about}, ${w.color}) RETURNING id`,
      `the demo shift ${w.name}`,
    );
  const day = await shift({
    name: 'Day shift',
    start: '08:00',
    end: '17:00',
    grace: 15,
    rest: 60,
    days: '{1,2,3,4,5}',
    about: 'Office hours, Monday to Friday',
    color: '#1677ff',
  });
  const late = await shift({
    name: 'Customer care late shift',
    start: '12:00',
    end: '21:00',
    grace: 10,
    rest: 45,
    days: '{1,2,3,4,5,6}',
    about: 'The contact centre, Monday to Saturday',
    color: '#fa8c16',
  });

  // Everyone who clocks (has a PIN; not the deactivated or the departed) on a shift from five weeks
  // ago, or from their first day; Customer Service on the late shift.
  await tx.execute(sql`
    INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date)
    SELECT e.company_id, e.id,
           CASE WHEN d.department_name = 'Customer Service' THEN ${late}::bigint ELSE ${day}::bigint END,
           greatest(coalesce(e.appointment_date, '2000-01-01'::date),
                    (now() AT TIME ZONE c.timezone)::date - ${HISTORY_DAYS}::int)
    FROM employees e
    JOIN companies c ON c.id = e.company_id
    LEFT JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
    WHERE e.company_id = ${companyId} AND e.pin IS NOT NULL AND e.status = 1 AND e.exit_date IS NULL
      AND e.archived_at IS NULL`);

  // A clock at each office; Abuja's went quiet two days ago, so the dashboard has a device offline.
  const clocks = [
    {
      branch: hq,
      name: 'Lagos HQ main entrance',
      serial: 'DEMOHQ0001',
      contact: sql`now() - interval '1 minute'`,
    },
    {
      branch: abuja,
      name: 'Abuja reception',
      serial: 'DEMOABJ0001',
      contact: sql`now() - interval '2 days'`,
    },
    {
      branch: portHarcourt,
      name: 'Port Harcourt gate',
      serial: 'DEMOPH0001',
      contact: sql`now() - interval '3 minutes'`,
    },
  ];
  for (const c of clocks) {
    const id = await insertId(
      tx,
      sql`INSERT INTO devices (company_id, branch_id, name, serial_number, device_type, firmware, last_contact_at)
          VALUES (${companyId}, ${c.branch}, ${c.name}, ${c.serial}, 'fingerprint', 'Ver 8.0.4.3-20220815', ${c.contact})
          RETURNING id`,
      `the demo clock ${c.name}`,
    );
    await tx.execute(sql`
      INSERT INTO device_registry (serial_number, owner_company_id, device_id, first_seen_at, last_seen_at)
      VALUES (${c.serial}, ${companyId}, ${id}, now() - interval '60 days', ${c.contact})`);
    // The clock knows the branch's staff by PIN, as after a synchronise.
    await tx.execute(sql`
      INSERT INTO device_users (company_id, device_id, pin, name, privilege)
      SELECT e.company_id, ${id}::bigint, e.pin, e.first_name || ' ' || e.last_name, 0
      FROM employees e
      WHERE e.company_id = ${companyId} AND e.branch_id = ${c.branch} AND e.pin IS NOT NULL AND e.archived_at IS NULL`);
    await tx.execute(sql`
      UPDATE devices SET user_count = (SELECT count(*) FROM device_users u WHERE u.company_id = ${companyId} AND u.device_id = ${id})
      WHERE company_id = ${companyId} AND id = ${id}`);
  }

  // Punches on each assigned work day until the clock last called, at the employee's branch. The
  // clock-in falls 20 minutes early to 24 late (beyond the grace about one day in five), the
  // clock-out up to 40 minutes after the shift; one day in 17 nobody comes, one in 23 the clock-out
  // is forgotten, and a few staff punch twice at the door. Deterministic, so every demo is the same.
  await tx.execute(sql`
    WITH staff AS (
      SELECT e.id, e.pin, a.start_date, s.start_time, s.end_time, s.work_days, c.timezone,
             dv.id AS device_id, dv.last_contact_at, row_number() OVER (ORDER BY e.id)::int AS i
      FROM employees e
      JOIN companies c ON c.id = e.company_id
      JOIN shift_assignments a ON a.company_id = e.company_id AND a.employee_id = e.id
      JOIN work_shifts s ON s.company_id = a.company_id AND s.id = a.work_shift_id
      JOIN devices dv ON dv.company_id = e.company_id AND dv.branch_id = e.branch_id
      WHERE e.company_id = ${companyId} AND e.pin IS NOT NULL),
    days AS (
      SELECT s.*, d::date AS day, extract(doy FROM d)::int AS n
      FROM staff s
      CROSS JOIN generate_series(s.start_date, (now() AT TIME ZONE s.timezone)::date, interval '1 day') AS d
      WHERE extract(isodow FROM d)::int = ANY (s.work_days)
        AND (s.i * 5 + extract(doy FROM d)::int) % 17 <> 0),
    stamps AS (
      SELECT d.*, x.t, x.status
      FROM days d
      CROSS JOIN LATERAL (VALUES
        (d.day + d.start_time + ((d.i * 7 + d.n * 13) % 45 - 20) * interval '1 minute', 0, true),
        (d.day + d.start_time + ((d.i * 7 + d.n * 13) % 45 - 19) * interval '1 minute', 0, (d.i + d.n) % 11 = 0),
        (d.day + d.end_time + ((d.i * 3 + d.n * 7) % 41) * interval '1 minute', 1, (d.i * 2 + d.n) % 23 <> 0)
      ) AS x(t, status, keep)
      WHERE x.keep)
    INSERT INTO punches (company_id, employee_id, pin, device_id, source, punched_at, local_time, status, verify)
    SELECT ${companyId}, st.id, st.pin, st.device_id, 'device', st.t AT TIME ZONE st.timezone, st.t, st.status, 1
    FROM stamps st
    WHERE st.t AT TIME ZONE st.timezone <= st.last_contact_at`);

  // The head office's fence on Victoria Island for the phone clock, and the owner approving clocks
  // from anywhere else (a branch-wide group, so a narrower group set up later wins).
  const fence = await insertId(
    tx,
    sql`INSERT INTO mobile_clock_locations (company_id, name, address, latitude, longitude, radius, branch_id)
        VALUES (${companyId}, 'Lagos HQ, Victoria Island', '1 Adeola Odeku Street, Victoria Island, Lagos',
          6.42812, 3.42187, 150, ${hq}) RETURNING id`,
    'the demo clock location',
  );
  await tx.execute(sql`
    INSERT INTO mobile_clock_location_employees (company_id, location_id, employee_id)
    VALUES (${companyId}, ${fence}, ${places.essEmployeeId})`);
  await insertGroup(tx, companyId, {
    module: 'mobile-clock',
    description: 'Clocks away from the office',
    basis: 'branch',
    memberIds: [hq, abuja, portHarcourt],
    branchId: null,
    approvalType: 'Sequential',
    levels: [{ level: 1, approverId: places.ownerEmployeeId, altApproverId: null }],
  });
}
