import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { AttlogRecord } from './protocol.ts';

/**
 * What the push protocol reads and writes about a device itself: the global serial registry (a
 * device names itself before anyone says whose it is), its contact time, stamps and reported facts.
 */

// scoping: device_registry is global by design (ADR 26): the serial is all a request says at first.
/** The registered owner of a serial; an unknown serial is recorded as a pending device. */
export async function identifySerial(
  tx: Tx,
  serial: string,
): Promise<{ companyId: number; deviceId: number } | null> {
  const r = await tx.execute<{ owner_company_id: string | null; device_id: string | null }>(sql`
    SELECT owner_company_id, device_id FROM device_registry WHERE serial_number = ${serial}`);
  const row = r.rows[0];
  if (row?.owner_company_id && row.device_id) {
    return { companyId: Number(row.owner_company_id), deviceId: Number(row.device_id) };
  }
  if (row) {
    await tx.execute(sql`
      UPDATE device_registry SET last_seen_at = now()
      WHERE serial_number = ${serial} AND owner_company_id IS NULL
        AND (last_seen_at IS NULL OR last_seen_at < now() - interval '10 seconds')`);
  } else {
    await tx.execute(sql`
      INSERT INTO device_registry (serial_number, first_seen_at, last_seen_at)
      VALUES (${serial}, now(), now()) ON CONFLICT (serial_number) DO NOTHING`);
  }
  return null;
}

export interface DeviceContact {
  attlogStamp: string | null;
  operlogStamp: string | null;
  clockOffsetMinutes: number;
  /** The company zone's offset from UTC now, in minutes (for the handshake's TimeZone). */
  zoneOffsetMinutes: number;
}

export interface ContactFacts {
  firmware?: string | null;
  userCount?: number | null;
  options?: string | null;
  attlogStamp?: string | null;
  operlogStamp?: string | null;
}

/**
 * Records a request from the device (online = recent contact) with whatever it reported, and reads
 * what the protocol needs back, in one statement. The row is written at most every 10 s unless a
 * fact changed, so a device uploading history (Stamp=9999 each time) does not rewrite it per batch.
 */
export async function touchDevice(
  tx: Tx,
  companyId: number,
  deviceId: number,
  facts: ContactFacts = {},
): Promise<DeviceContact | undefined> {
  const f = {
    firmware: facts.firmware ?? null,
    userCount: facts.userCount ?? null,
    options: facts.options ?? null,
    attlogStamp: facts.attlogStamp ?? null,
    operlogStamp: facts.operlogStamp ?? null,
  };
  const r = await tx.execute<{
    attlog_stamp: string | null;
    operlog_stamp: string | null;
    clock_offset_minutes: number | null;
    zone_offset: string;
  }>(sql`
    WITH touched AS (
      UPDATE devices SET
        last_contact_at = now(),
        firmware = COALESCE(${f.firmware}::text, firmware),
        user_count = COALESCE(${f.userCount}::int, user_count),
        options = COALESCE(${f.options}::text, options),
        attlog_stamp = COALESCE(${f.attlogStamp}::text, attlog_stamp),
        operlog_stamp = COALESCE(${f.operlogStamp}::text, operlog_stamp)
      WHERE company_id = ${companyId} AND id = ${deviceId}
        AND (last_contact_at IS NULL OR last_contact_at < now() - interval '10 seconds'
          OR firmware IS DISTINCT FROM COALESCE(${f.firmware}::text, firmware)
          OR user_count IS DISTINCT FROM COALESCE(${f.userCount}::int, user_count)
          OR options IS DISTINCT FROM COALESCE(${f.options}::text, options)
          OR attlog_stamp IS DISTINCT FROM COALESCE(${f.attlogStamp}::text, attlog_stamp)
          OR operlog_stamp IS DISTINCT FROM COALESCE(${f.operlogStamp}::text, operlog_stamp))
      RETURNING id
    )
    SELECT d.attlog_stamp, d.operlog_stamp, d.clock_offset_minutes,
      extract(epoch FROM (now() AT TIME ZONE c.timezone) - (now() AT TIME ZONE 'UTC')) / 60 AS zone_offset
    FROM devices d JOIN companies c ON c.id = d.company_id
    LEFT JOIN touched t ON t.id = d.id
    WHERE d.company_id = ${companyId} AND d.id = ${deviceId}`);
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    attlogStamp: facts.attlogStamp ?? row.attlog_stamp,
    operlogStamp: facts.operlogStamp ?? row.operlog_stamp,
    clockOffsetMinutes: row.clock_offset_minutes ?? 0,
    zoneOffsetMinutes: Math.round(Number(row.zone_offset)),
  };
}

/**
 * Stores a batch of punches in one statement: PIN → employee within the company, the device's
 * wall-clock time plus its clock offset read in the company's zone. A punch already stored (same
 * device, PIN and time) is skipped, so a re-sent batch adds nothing. The same statement records the
 * contact (as touchDevice does), since ingest is the hot path. Returns the employee-days the new
 * punches may belong to (their local date and the day before, as markPunchDaysDirty reads them),
 * sorted: concurrent uploads then queue shared days in one order and cannot deadlock on them.
 */
export async function insertDevicePunches(
  tx: Tx,
  companyId: number,
  deviceId: number,
  stamp: string | null,
  records: readonly AttlogRecord[],
): Promise<{ employeeId: number; day: string }[]> {
  const r = await tx.execute<{ employee_id: string; day: string }>(sql`
    WITH touched AS (
      UPDATE devices SET last_contact_at = now(), attlog_stamp = COALESCE(${stamp}::text, attlog_stamp)
      WHERE company_id = ${companyId} AND id = ${deviceId}
        AND (last_contact_at IS NULL OR last_contact_at < now() - interval '10 seconds'
          OR attlog_stamp IS DISTINCT FROM COALESCE(${stamp}::text, attlog_stamp))
      RETURNING id
    ), added AS (
      INSERT INTO punches (company_id, employee_id, pin, device_id, source, punched_at, local_time, status, verify, raw)
      SELECT ${companyId}, e.id, i.pin, ${deviceId}, 'device',
        (i.local_time + make_interval(mins => COALESCE(d.clock_offset_minutes, 0))) AT TIME ZONE c.timezone,
        i.local_time, i.status, i.verify, i.raw
      FROM unnest(${pgArray(records.map((p) => p.pin))}::text[], ${pgArray(records.map((p) => p.localTime))}::timestamp[],
                  ${pgArray(records.map((p) => p.status))}::int[], ${pgArray(records.map((p) => p.verify))}::int[],
                  ${pgArray(records.map((p) => p.raw))}::text[]) AS i(pin, local_time, status, verify, raw)
      JOIN companies c ON c.id = ${companyId}
      JOIN devices d ON d.company_id = ${companyId} AND d.id = ${deviceId}
      LEFT JOIN employees e ON e.company_id = ${companyId} AND e.pin = i.pin
      ON CONFLICT (company_id, device_id, pin, local_time) DO NOTHING
      RETURNING employee_id, punched_at
    )
    SELECT DISTINCT a.employee_id, to_char(v.day, 'YYYY-MM-DD') AS day
    FROM added a
    JOIN companies c ON c.id = ${companyId}
    CROSS JOIN LATERAL (VALUES ((a.punched_at AT TIME ZONE c.timezone)::date),
                               ((a.punched_at AT TIME ZONE c.timezone)::date - 1)) AS v(day)
    WHERE a.employee_id IS NOT NULL
    ORDER BY 1, 2`);
  return r.rows.map((row) => ({ employeeId: Number(row.employee_id), day: row.day }));
}

// scoping: device_inbox is global (ADR 26): a pending device has no company yet.
/** A pending device's punches, kept raw until an admin registers its serial. */
export async function insertInboxPunches(
  tx: Tx,
  serial: string,
  records: readonly AttlogRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await tx.execute(sql`
    INSERT INTO device_inbox (serial_number, pin, local_time, status, verify, raw)
    SELECT ${serial}, i.pin, i.local_time, i.status, i.verify, i.raw
    FROM unnest(${pgArray(records.map((p) => p.pin))}::text[], ${pgArray(records.map((p) => p.localTime))}::timestamp[],
                ${pgArray(records.map((p) => p.status))}::int[], ${pgArray(records.map((p) => p.verify))}::int[],
                ${pgArray(records.map((p) => p.raw))}::text[]) AS i(pin, local_time, status, verify, raw)
    ON CONFLICT (serial_number, pin, local_time) DO NOTHING`);
}

export interface DeviceUserLine {
  pin: string;
  name: string | null;
  privilege: number | null;
  card: string | null;
  raw: string;
}

/** USER lines: the device's user list, one row per PIN, the latest line winning. */
export async function upsertDeviceUsers(
  tx: Tx,
  companyId: number,
  deviceId: number,
  users: readonly DeviceUserLine[],
): Promise<void> {
  if (users.length === 0) return;
  const last = [...new Map(users.map((u) => [u.pin, u])).values()];
  await tx.execute(sql`
    INSERT INTO device_users (company_id, device_id, pin, name, privilege, card, user_line)
    SELECT ${companyId}, ${deviceId}, u.pin, u.name, u.privilege, u.card, u.raw
    FROM unnest(${pgArray(last.map((u) => u.pin))}::text[], ${pgArray(last.map((u) => u.name))}::text[],
                ${pgArray(last.map((u) => u.privilege))}::int[], ${pgArray(last.map((u) => u.card))}::text[],
                ${pgArray(last.map((u) => u.raw))}::text[]) AS u(pin, name, privilege, card, raw)
    ON CONFLICT (company_id, device_id, pin) DO UPDATE SET
      name = EXCLUDED.name, privilege = EXCLUDED.privilege, card = EXCLUDED.card,
      user_line = EXCLUDED.user_line, updated_at = now()`);
  await tx.execute(sql`
    UPDATE devices SET user_count = GREATEST(user_count,
      (SELECT count(*) FROM device_users u WHERE u.company_id = ${companyId} AND u.device_id = ${deviceId}))
    WHERE company_id = ${companyId} AND id = ${deviceId}`);
}

/** The templates stored for some PINs of a device. */
export async function templatesOf(
  tx: Tx,
  companyId: number,
  deviceId: number,
  pins: readonly string[],
): Promise<Map<string, string[]>> {
  const r = await tx.execute<{ pin: string; templates: string[] }>(sql`
    SELECT pin, templates FROM device_users
    WHERE company_id = ${companyId} AND device_id = ${deviceId} AND pin = ANY(${pgArray([...pins])}::text[])`);
  return new Map(r.rows.map((row) => [row.pin, row.templates]));
}

/** Replaces the templates of some PINs (a row is made for a PIN the device has not listed yet). */
export async function saveTemplates(
  tx: Tx,
  companyId: number,
  deviceId: number,
  byPin: ReadonlyMap<string, string[]>,
): Promise<void> {
  for (const [pin, templates] of byPin) {
    await tx.execute(sql`
      INSERT INTO device_users (company_id, device_id, pin, templates)
      VALUES (${companyId}, ${deviceId}, ${pin}, ${pgArray(templates)}::text[])
      ON CONFLICT (company_id, device_id, pin) DO UPDATE SET templates = EXCLUDED.templates, updated_at = now()`);
  }
}

/** One user as a device knows them, with their templates. */
export async function findDeviceUser(tx: Tx, companyId: number, deviceId: number, pin: string) {
  const r = await tx.execute<{
    pin: string;
    name: string | null;
    privilege: number | null;
    card: string | null;
    templates: string[];
  }>(sql`
    SELECT pin, name, privilege, card, templates FROM device_users
    WHERE company_id = ${companyId} AND device_id = ${deviceId} AND pin = ${pin}`);
  return r.rows[0];
}
