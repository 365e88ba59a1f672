import { sql } from 'drizzle-orm';
import type { CanteenPoint } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';

/** Canteen points: registered devices whose verifications are meals (ADR 55). Company named always. */

type PointRow = {
  device_id: string | number;
  name: string;
  device_name: string | null;
  serial_number: string;
  branch: string | null;
  last_contact_at: string | null;
  meals_today: string | number;
};

const toPoint = (r: PointRow): CanteenPoint => ({
  id: Number(r.device_id),
  device_id: Number(r.device_id),
  name: r.name,
  device_name: r.device_name,
  serial_number: r.serial_number,
  branch: r.branch,
  last_contact_at: r.last_contact_at === null ? null : new Date(r.last_contact_at).toISOString(),
  meals_today: Number(r.meals_today),
});

const pointSelect = (companyId: number) => sql`
  SELECT cp.device_id, cp.name, d.name AS device_name, d.serial_number, b.station_name AS branch,
    d.last_contact_at::text AS last_contact_at,
    (SELECT count(*) FROM canteen_meals m WHERE m.company_id = cp.company_id AND m.device_id = cp.device_id
      AND m.status = 'served' AND m.day = (now() AT TIME ZONE c.timezone)::date) AS meals_today
  FROM canteen_points cp
  JOIN companies c ON c.id = cp.company_id
  JOIN devices d ON d.company_id = cp.company_id AND d.id = cp.device_id
  LEFT JOIN branches b ON b.company_id = d.company_id AND b.id = d.branch_id
  WHERE cp.company_id = ${companyId}`;

export async function listPoints(tx: Tx, companyId: number): Promise<CanteenPoint[]> {
  const r = await tx.execute<PointRow>(sql`${pointSelect(companyId)} ORDER BY lower(cp.name), cp.device_id`);
  return r.rows.map(toPoint);
}

export async function findPoint(tx: Tx, companyId: number, deviceId: number): Promise<CanteenPoint | null> {
  const r = await tx.execute<PointRow>(sql`${pointSelect(companyId)} AND cp.device_id = ${deviceId}`);
  return r.rows[0] ? toPoint(r.rows[0]) : null;
}

export async function deviceExists(tx: Tx, companyId: number, deviceId: number): Promise<boolean> {
  const r = await tx.execute(sql`SELECT 1 FROM devices WHERE company_id = ${companyId} AND id = ${deviceId}`);
  return r.rows.length > 0;
}

/** False when the device is a point already. */
export async function insertPoint(
  tx: Tx,
  companyId: number,
  deviceId: number,
  name: string,
): Promise<boolean> {
  const r = await tx.execute(sql`
    INSERT INTO canteen_points (company_id, device_id, name) VALUES (${companyId}, ${deviceId}, ${name})
    ON CONFLICT (company_id, device_id) DO NOTHING RETURNING device_id`);
  return r.rows.length > 0;
}

export async function deletePoint(tx: Tx, companyId: number, deviceId: number): Promise<void> {
  await tx.execute(
    sql`DELETE FROM canteen_points WHERE company_id = ${companyId} AND device_id = ${deviceId}`,
  );
}
