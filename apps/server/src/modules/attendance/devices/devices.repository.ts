import { isNull, sql, type SQL } from 'drizzle-orm';
import type { DeviceRow, DeviceState } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { punches } from '../../../db/schema/index.ts';
import { containing, filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { DEVICE_ONLINE_INTERVAL as ONLINE } from '../shared/device-online.repository.ts';

export interface DeviceValues {
  name: string;
  serialNumber: string;
  branchId: number;
  deviceType: string;
  clockOffsetMinutes: number | null;
}

const SELECT_DEVICE = sql`
  SELECT d.id, d.name, d.serial_number, d.branch_id, b.station_name AS branch_name, d.device_type,
    CASE WHEN d.last_contact_at > now() - ${ONLINE} THEN 'online' ELSE 'offline' END AS state,
    d.last_contact_at, d.firmware, d.user_count, d.clock_offset_minutes, d.created_at,
    ${childCount(punches, punches.deviceId, sql`d`, { where: isNull(punches.employeeId) })} AS unknown_pin_punches
  FROM devices d
  LEFT JOIN branches b ON b.company_id = d.company_id AND b.id = d.branch_id`;

type Raw = Omit<DeviceRow, 'last_contact_at' | 'created_at'> & {
  id: string | number;
  branch_id: string | number | null;
  last_contact_at: string | Date | null;
  created_at: string | Date;
};

const iso = (v: string | Date) => new Date(v).toISOString();
const toRow = (r: Raw): DeviceRow => ({
  ...r,
  id: Number(r.id),
  branch_id: r.branch_id === null ? null : Number(r.branch_id),
  user_count: Number(r.user_count),
  unknown_pin_punches: Number(r.unknown_pin_punches),
  last_contact_at: r.last_contact_at === null ? null : iso(r.last_contact_at),
  created_at: iso(r.created_at),
});

export interface DeviceFilter {
  search?: string | undefined;
  state?: DeviceState | undefined;
  /** null: every branch. */
  branchIds: number[] | null;
}

function where(companyId: number, f: DeviceFilter): SQL {
  const parts = [sql`d.company_id = ${companyId}`];
  if (f.branchIds !== null) parts.push(sql`d.branch_id = ANY(${pgArray(f.branchIds)}::bigint[])`);
  if (f.search) {
    const like = containing(f.search);
    parts.push(sql`(d.name ILIKE ${like} OR d.serial_number ILIKE ${like})`);
  }
  if (f.state === 'online') parts.push(sql`d.last_contact_at > now() - ${ONLINE}`);
  if (f.state === 'offline')
    parts.push(sql`(d.last_contact_at IS NULL OR d.last_contact_at <= now() - ${ONLINE})`);
  return sql.join(parts, sql` AND `);
}

export async function listDevices(
  tx: Tx,
  companyId: number,
  f: DeviceFilter,
  limit: number,
  offset: number,
): Promise<{ results: DeviceRow[]; total: number }> {
  const q = {
    select: SELECT_DEVICE,
    from: sql`devices d`,
    where: where(companyId, f),
    order: sql`d.name, d.id`,
  };
  return filteredPage(tx, { ...q, limit, offset }, toRow);
}

export async function findDevice(tx: Tx, companyId: number, id: number): Promise<DeviceRow | undefined> {
  const r = await tx.execute<Raw>(sql`${SELECT_DEVICE} WHERE d.company_id = ${companyId} AND d.id = ${id}`);
  return r.rows[0] ? toRow(r.rows[0]) : undefined;
}

export async function insertDevice(tx: Tx, companyId: number, v: DeviceValues): Promise<number> {
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO devices (company_id, name, serial_number, branch_id, device_type, clock_offset_minutes)
    VALUES (${companyId}, ${v.name}, ${v.serialNumber}, ${v.branchId}, ${v.deviceType}, ${v.clockOffsetMinutes})
    RETURNING id`);
  return Number(expectRow(r.rows, 'the new device').id);
}

export async function updateDevice(tx: Tx, companyId: number, id: number, v: DeviceValues): Promise<void> {
  await tx.execute(sql`
    UPDATE devices SET name = ${v.name}, serial_number = ${v.serialNumber}, branch_id = ${v.branchId},
      device_type = ${v.deviceType}, clock_offset_minutes = ${v.clockOffsetMinutes}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function branchExists(tx: Tx, companyId: number, branchId: number): Promise<boolean> {
  const r = await tx.execute(
    sql`SELECT 1 FROM branches WHERE company_id = ${companyId} AND id = ${branchId}`,
  );
  return r.rows.length > 0;
}

// scoping: device_registry is global (ADR 26); a row is claimed only while no company owns it.
/**
 * Claims a serial for this company's device: a pending (or unknown) serial becomes this company's;
 * false when another company owns it. Locks the row so two admins cannot claim it at once.
 */
export async function claimSerial(
  tx: Tx,
  companyId: number,
  serial: string,
  deviceId: number,
): Promise<boolean> {
  const r = await tx.execute<{ serial_number: string }>(sql`
    INSERT INTO device_registry (serial_number, owner_company_id, device_id, first_seen_at)
    VALUES (${serial}, ${companyId}, ${deviceId}, NULL)
    ON CONFLICT (serial_number) DO UPDATE SET owner_company_id = EXCLUDED.owner_company_id,
      device_id = EXCLUDED.device_id
    WHERE device_registry.owner_company_id IS NULL
      OR (device_registry.owner_company_id = ${companyId} AND device_registry.device_id = ${deviceId})
    RETURNING serial_number`);
  if (r.rows.length === 0) return false;
  // A pending device that already called is as recently in contact as its last call.
  await tx.execute(sql`
    UPDATE devices d SET last_contact_at = r.last_seen_at
    FROM device_registry r
    WHERE d.company_id = ${companyId} AND d.id = ${deviceId}
      AND r.serial_number = ${serial} AND r.last_seen_at IS NOT NULL`);
  return true;
}

// scoping: device_registry is global; only this company's own row for this device is released.
/** A device renamed to another serial gives its old one up (a clock with that serial is pending again). */
export async function releaseSerial(
  tx: Tx,
  companyId: number,
  serial: string,
  deviceId: number,
): Promise<void> {
  await tx.execute(sql`
    DELETE FROM device_registry
    WHERE serial_number = ${serial} AND owner_company_id = ${companyId} AND device_id = ${deviceId}`);
}

// scoping: device_inbox is global; the rows moved are the claimed serial's, into this company.
/**
 * The punches a pending device delivered become this company's, as ingest would have stored them
 * (PIN → employee, wall clock in the company zone plus the device offset). Returns those added.
 */
export async function moveInboxPunches(
  tx: Tx,
  companyId: number,
  deviceId: number,
  serial: string,
): Promise<{ employeeId: number | null; punchedAt: string }[]> {
  const r = await tx.execute<{ employee_id: string | null; punched_at: string }>(sql`
    WITH moved AS (
      DELETE FROM device_inbox WHERE serial_number = ${serial}
      RETURNING pin, local_time, status, verify, raw
    )
    INSERT INTO punches (company_id, employee_id, pin, device_id, source, punched_at, local_time, status, verify, raw)
    SELECT ${companyId}, e.id, m.pin, ${deviceId}, 'device',
      (m.local_time + make_interval(mins => COALESCE(d.clock_offset_minutes, 0))) AT TIME ZONE c.timezone,
      m.local_time, m.status, m.verify, m.raw
    FROM moved m
    JOIN companies c ON c.id = ${companyId}
    JOIN devices d ON d.company_id = ${companyId} AND d.id = ${deviceId}
    LEFT JOIN employees e ON e.company_id = ${companyId} AND e.pin = m.pin
    ON CONFLICT (company_id, device_id, pin, local_time) DO NOTHING
    RETURNING employee_id, punched_at`);
  return r.rows.map((row) => ({
    employeeId: row.employee_id === null ? null : Number(row.employee_id),
    punchedAt: row.punched_at,
  }));
}
