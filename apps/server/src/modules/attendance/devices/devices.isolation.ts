import { sql } from 'drizzle-orm';
import { asAcme, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';

/** One of acme's devices and a transaction with one command on it (made once per app). */
async function acmeDevice(t: TestApp, companyId: number): Promise<{ device: number; transaction: number }> {
  return asAcme(t, companyId, async (tx) => {
    const d = await tx.execute<{ id: string }>(sql`
      INSERT INTO devices (company_id, name, serial_number, device_type)
      VALUES (${companyId}, 'Acme gate', 'ACMEISOLATION1', 'fingerprint')
      ON CONFLICT (company_id, serial_number) DO UPDATE SET name = 'Acme gate'
      RETURNING id`);
    const device = Number(must(d.rows[0], "acme's device").id);
    const tr = await tx.execute<{ id: string }>(sql`
      INSERT INTO device_transactions (company_id, kind, description)
      VALUES (${companyId}, 'command', 'INFO to Acme gate') RETURNING id`);
    const transaction = Number(must(tr.rows[0], "acme's transaction").id);
    await tx.execute(sql`
      INSERT INTO device_commands (company_id, device_id, transaction_id, command)
      VALUES (${companyId}, ${device}, ${transaction}, 'INFO')`);
    return { device, transaction };
  });
}

const payload = { name: 'Renamed', serial_number: 'ACMEISOLATION1', branch_id: 1, device_type: 'face' };

/** Devices: acme's device and transaction by id are a 404 to demo's admin. */
export const deviceIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/attendance/devices/{id}',
    request: async (t, acme) => ({
      url: `/attendance/devices/${(await acmeDevice(t, acme.companyId)).device}`,
    }),
  },
  {
    route: 'PUT /api/v1/attendance/devices/{id}',
    request: async (t, acme) => ({
      url: `/attendance/devices/${(await acmeDevice(t, acme.companyId)).device}`,
      payload,
    }),
  },
  {
    route: 'GET /api/v1/attendance/devices/transactions/{id}',
    request: async (t, acme) => ({
      url: `/attendance/devices/transactions/${(await acmeDevice(t, acme.companyId)).transaction}`,
    }),
  },
  {
    route: 'GET /api/v1/attendance/devices/transactions/{id}/commands',
    request: async (t, acme) => ({
      url: `/attendance/devices/transactions/${(await acmeDevice(t, acme.companyId)).transaction}/commands`,
    }),
  },
];
