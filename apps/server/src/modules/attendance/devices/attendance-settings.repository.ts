import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/**
 * Attendance settings by name (spec 3 §9: IGNORE_FUNCTION_KEY is the default name). A setting with
 * no row has its default; values are stored as text ('on' / 'off').
 */
export const SETTING_DEFAULTS = { IGNORE_FUNCTION_KEY: 'on' } as const;
export type SettingName = keyof typeof SETTING_DEFAULTS;

export async function readSetting(tx: Tx, companyId: number, name: SettingName): Promise<string> {
  const r = await tx.execute<{ value: string }>(sql`
    SELECT value FROM attendance_settings WHERE company_id = ${companyId} AND name = ${name}`);
  return r.rows[0]?.value ?? SETTING_DEFAULTS[name];
}

export async function writeSetting(
  tx: Tx,
  companyId: number,
  name: SettingName,
  value: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO attendance_settings (company_id, name, value) VALUES (${companyId}, ${name}, ${value})
    ON CONFLICT (company_id, name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
}

/**
 * For the engine: whether the device's Status (function key) is ignored, so the first punch of a
 * shift's window is the clock-in and the last the clock-out. On unless the company turned it off.
 */
export async function ignoreFunctionKey(tx: Tx, companyId: number): Promise<boolean> {
  return (await readSetting(tx, companyId, 'IGNORE_FUNCTION_KEY')) !== 'off';
}
