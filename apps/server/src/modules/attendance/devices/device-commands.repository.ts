import { sql } from 'drizzle-orm';
import type { DeviceCommandRow, DeviceTransaction, DeviceUser, TransactionKind } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { containing, countedPage, pageBound } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function insertTransaction(
  tx: Tx,
  companyId: number,
  kind: TransactionKind,
  description: string,
  createdBy: number,
): Promise<number> {
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO device_transactions (company_id, kind, description, created_by)
    VALUES (${companyId}, ${kind}, ${description.slice(0, 500)}, ${createdBy}) RETURNING id`);
  return Number(expectRow(r.rows, 'the new device transaction').id);
}

/** Queues commands in the order given (their ids keep that order: a transfer relies on it). */
export async function insertCommands(
  tx: Tx,
  companyId: number,
  transactionId: number,
  rows: readonly { deviceId: number; command: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO device_commands (company_id, device_id, transaction_id, command)
    SELECT ${companyId}, c.device_id, ${transactionId}, c.command
    FROM unnest(${pgArray(rows.map((x) => x.deviceId))}::bigint[], ${pgArray(rows.map((x) => x.command))}::text[])
      WITH ORDINALITY AS c(device_id, command, n)
    ORDER BY c.n`);
}

const TRANSACTION = sql`
  SELECT t.id, t.kind, t.description, t.created_at,
    NULLIF(btrim(concat_ws(' ', e.first_name, e.last_name)), '') AS created_by,
    count(c.id)::int AS commands,
    count(c.id) FILTER (WHERE c.status = 'queued')::int AS queued,
    count(c.id) FILTER (WHERE c.status = 'sent')::int AS sent,
    count(c.id) FILTER (WHERE c.status = 'succeeded')::int AS succeeded,
    count(c.id) FILTER (WHERE c.status = 'failed')::int AS failed
  FROM device_transactions t
  LEFT JOIN users u ON u.company_id = t.company_id AND u.id = t.created_by
  LEFT JOIN employees e ON e.company_id = u.company_id AND e.id = u.employee_id
  LEFT JOIN device_commands c ON c.company_id = t.company_id AND c.transaction_id = t.id`;

type RawTransaction = Omit<DeviceTransaction, 'state' | 'id' | 'created_at'> & {
  id: string;
  created_at: string | Date;
};

function toTransaction(r: RawTransaction): DeviceTransaction {
  const waiting = r.queued + r.sent;
  return {
    ...r,
    id: Number(r.id),
    created_at: new Date(r.created_at).toISOString(),
    state: waiting > 0 ? 'pending' : r.failed > 0 ? 'failed' : 'completed',
  };
}

export async function listTransactions(
  tx: Tx,
  companyId: number,
  kind: TransactionKind | undefined,
  limit: number,
  offset: number,
): Promise<{ results: DeviceTransaction[]; total: number }> {
  const filter = kind ? sql` AND t.kind = ${kind}` : sql``;
  const page = sql`${TRANSACTION}
    WHERE t.company_id = ${companyId}${filter}
    GROUP BY t.id, t.kind, t.description, t.created_at, e.first_name, e.last_name
    ORDER BY t.created_at DESC, t.id DESC LIMIT ${pageBound(limit)} OFFSET ${pageBound(offset)}`;
  const count = sql`
    SELECT count(*)::int AS total FROM device_transactions t WHERE t.company_id = ${companyId}${filter}`;
  return countedPage(tx, page, count, toTransaction);
}

export async function findTransaction(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<DeviceTransaction | undefined> {
  const r = await tx.execute<RawTransaction>(sql`${TRANSACTION}
    WHERE t.company_id = ${companyId} AND t.id = ${id}
    GROUP BY t.id, t.kind, t.description, t.created_at, e.first_name, e.last_name`);
  return r.rows[0] ? toTransaction(r.rows[0]) : undefined;
}

export async function listTransactionCommands(
  tx: Tx,
  companyId: number,
  transactionId: number,
  limit: number,
  offset: number,
): Promise<{ results: DeviceCommandRow[]; total: number }> {
  const r = await tx.execute<
    Omit<DeviceCommandRow, 'id' | 'device_id'> & { id: string; device_id: string; total: number }
  >(sql`
    SELECT c.id, c.device_id, d.name AS device_name, d.serial_number, c.command, c.status, c.return_code,
      c.result, c.created_at, c.sent_at, c.done_at, count(*) OVER ()::int AS total
    FROM device_commands c JOIN devices d ON d.company_id = c.company_id AND d.id = c.device_id
    WHERE c.company_id = ${companyId} AND c.transaction_id = ${transactionId}
    ORDER BY c.id LIMIT ${pageBound(limit)} OFFSET ${pageBound(offset)}`);
  return {
    results: r.rows.map(({ total: _total, ...c }) => ({
      ...c,
      id: Number(c.id),
      device_id: Number(c.device_id),
      created_at: new Date(c.created_at).toISOString(),
      sent_at: iso(c.sent_at),
      done_at: iso(c.done_at),
    })),
    total: Number(r.rows[0]?.total ?? 0),
  };
}

export interface DeviceRef {
  id: number;
  name: string;
  serialNumber: string;
  branchId: number | null;
}

export async function devicesByIds(tx: Tx, companyId: number, ids: readonly number[]): Promise<DeviceRef[]> {
  const r = await tx.execute<{
    id: string;
    name: string;
    serial_number: string;
    branch_id: string | null;
  }>(sql`
    SELECT id, name, serial_number, branch_id FROM devices
    WHERE company_id = ${companyId} AND id = ANY(${pgArray([...ids])}::bigint[]) ORDER BY id`);
  return r.rows.map((d) => ({
    id: Number(d.id),
    name: d.name,
    serialNumber: d.serial_number,
    branchId: d.branch_id === null ? null : Number(d.branch_id),
  }));
}

/** Every device of some branches (null: all), for a synchronise without a selection. */
export async function devicesOfBranches(
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
): Promise<DeviceRef[]> {
  const r = await tx.execute<{ id: string }>(sql`
    SELECT id FROM devices WHERE company_id = ${companyId}
      ${branchIds === null ? sql`` : sql`AND branch_id = ANY(${pgArray(branchIds)}::bigint[])`}`);
  return devicesByIds(
    tx,
    companyId,
    r.rows.map((d) => Number(d.id)),
  );
}

export async function listDeviceUsers(
  tx: Tx,
  companyId: number,
  deviceId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: DeviceUser[]; total: number }> {
  const like = search ? containing(search) : null;
  const r = await tx.execute<{
    pin: string;
    name: string | null;
    privilege: number | null;
    card: string | null;
    templates: number;
    employee_id: string | null;
    employee_name: string | null;
    updated_at: string | Date;
    total: number;
  }>(sql`
    SELECT u.pin, u.name, u.privilege, u.card, cardinality(u.templates) AS templates, u.updated_at,
      e.id AS employee_id, concat_ws(' ', e.first_name, e.last_name) AS employee_name,
      count(*) OVER ()::int AS total
    FROM device_users u
    LEFT JOIN employees e ON e.company_id = u.company_id AND e.pin = u.pin
    WHERE u.company_id = ${companyId} AND u.device_id = ${deviceId}
      ${like ? sql`AND (u.pin ILIKE ${like} OR u.name ILIKE ${like})` : sql``}
    ORDER BY u.pin LIMIT ${pageBound(limit)} OFFSET ${pageBound(offset)}`);
  return {
    results: r.rows.map((u) => ({
      pin: u.pin,
      name: u.name,
      privilege: u.privilege,
      card: u.card,
      templates: Number(u.templates),
      employee: u.employee_id === null ? null : { id: Number(u.employee_id), name: u.employee_name ?? '' },
      updated_at: new Date(u.updated_at).toISOString(),
    })),
    total: Number(r.rows[0]?.total ?? 0),
  };
}

/** The PINs a device knows (all when `pins` is null). */
export async function deviceUserPins(
  tx: Tx,
  companyId: number,
  deviceId: number,
  pins: readonly string[] | null,
): Promise<string[]> {
  const r = await tx.execute<{ pin: string }>(sql`
    SELECT pin FROM device_users WHERE company_id = ${companyId} AND device_id = ${deviceId}
      ${pins === null ? sql`` : sql`AND pin = ANY(${pgArray([...pins])}::text[])`}
    ORDER BY pin`);
  return r.rows.map((u) => u.pin);
}

export type PersonOnDevice = {
  pin: string;
  name: string | null;
  privilege: number | null;
  card: string | null;
};

/**
 * What the server knows of some PINs: the source device's row, else the employee with that PIN
 * (the name a transfer writes until the source's own answer arrives).
 */
export async function peopleByPins(
  tx: Tx,
  companyId: number,
  deviceId: number,
  pins: readonly string[],
): Promise<PersonOnDevice[]> {
  const r = await tx.execute<PersonOnDevice>(sql`
    SELECT p.pin, COALESCE(u.name, NULLIF(btrim(concat_ws(' ', e.first_name, e.last_name)), '')) AS name,
      u.privilege, u.card
    FROM unnest(${pgArray([...pins])}::text[]) AS p(pin)
    LEFT JOIN device_users u ON u.company_id = ${companyId} AND u.device_id = ${deviceId} AND u.pin = p.pin
    LEFT JOIN employees e ON e.company_id = ${companyId} AND e.pin = p.pin`);
  return r.rows;
}

/** Current employees with a PIN: all of some branches (null: every branch) or the ids given. */
export async function employeesWithPins(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[] | null,
  branchIds: number[] | null,
): Promise<{ id: number; pin: string; name: string }[]> {
  const r = await tx.execute<{ id: string; pin: string; name: string }>(sql`
    SELECT e.id, e.pin, btrim(concat_ws(' ', e.first_name, e.last_name)) AS name
    FROM employees e
    WHERE e.company_id = ${companyId} AND e.pin IS NOT NULL AND btrim(e.pin) <> '' AND e.status = 1 AND e.archived_at IS NULL
      ${employeeIds === null ? sql`` : sql`AND e.id = ANY(${pgArray([...employeeIds])}::bigint[])`}
      ${branchIds === null ? sql`` : sql`AND e.branch_id = ANY(${pgArray(branchIds)}::bigint[])`}
    ORDER BY e.pin`);
  return r.rows.map((e) => ({ id: Number(e.id), pin: e.pin, name: e.name }));
}
