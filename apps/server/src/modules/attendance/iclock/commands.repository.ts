import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { CommandResult } from './protocol.ts';

/** How many commands one `getrequest` answer carries; the rest go on the next poll. */
export const COMMANDS_PER_POLL = 50;

/**
 * A command sent this long ago with no `devicecmd` answer is sent again on the device's next poll:
 * a clock that rebooted or lost the answer on the way would otherwise leave it (and the transfer
 * waiting on it) "sent" for ever. Updates, queries, INFO and CHECK are safe to run twice; REBOOT
 * and CLEAR LOG are not (a second CLEAR LOG could wipe punches taken since), so they are sent once.
 */
export const REDELIVER_AFTER_MINUTES = 5;

/**
 * The device's next queued commands (and any sent but unanswered for REDELIVER_AFTER_MINUTES),
 * marked sent. A transaction's commands run in the order they
 * were queued across devices: a command waits while an earlier one of its transaction, on another
 * device, is unanswered (a transfer's update waits for the source's query), ADR 26.
 */
export async function takeQueuedCommands(
  tx: Tx,
  companyId: number,
  deviceId: number,
): Promise<{ id: number; command: string }[]> {
  const r = await tx.execute<{ id: string; command: string }>(sql`
    WITH next AS (
      SELECT c.id FROM device_commands c
      WHERE c.company_id = ${companyId} AND c.device_id = ${deviceId}
        AND (c.status = 'queued' OR (c.status = 'sent' AND c.command NOT IN ('REBOOT', 'CLEAR LOG')
          AND c.sent_at < now() - make_interval(mins => ${REDELIVER_AFTER_MINUTES})))
        AND NOT EXISTS (
          SELECT 1 FROM device_commands e
          WHERE e.company_id = ${companyId} AND e.transaction_id = c.transaction_id
            AND e.device_id <> c.device_id AND e.id < c.id AND e.status IN ('queued', 'sent'))
      ORDER BY c.id
      LIMIT ${sql.raw(String(COMMANDS_PER_POLL))}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE device_commands d SET status = 'sent', sent_at = now()
    FROM next WHERE d.company_id = ${companyId} AND d.id = next.id
    RETURNING d.id, d.command`);
  return r.rows.map((row) => ({ id: Number(row.id), command: row.command })).sort((a, b) => a.id - b.id);
}

export interface AnsweredCommand {
  id: number;
  command: string;
  transactionId: number | null;
  transactionKind: string | null;
  returnCode: number;
}

/** A device's answers: a non-negative code succeeded, any other failed, the code kept raw. */
export async function recordCommandResults(
  tx: Tx,
  companyId: number,
  deviceId: number,
  results: readonly CommandResult[],
): Promise<AnsweredCommand[]> {
  if (results.length === 0) return [];
  const r = await tx.execute<{
    id: string;
    command: string;
    transaction_id: string | null;
    kind: string | null;
    return_code: number;
  }>(sql`
    WITH answered AS (
      UPDATE device_commands c SET
        status = CASE WHEN r.code >= 0 THEN 'succeeded' ELSE 'failed' END,
        return_code = r.code, result = r.text, done_at = now()
      FROM unnest(${pgArray(results.map((x) => x.id))}::bigint[], ${pgArray(results.map((x) => x.returnCode))}::int[],
                  ${pgArray(results.map((x) => x.text))}::text[]) AS r(id, code, text)
      WHERE c.company_id = ${companyId} AND c.device_id = ${deviceId} AND c.id = r.id
      RETURNING c.id, c.command, c.transaction_id, c.return_code
    )
    SELECT a.id, a.command, a.transaction_id, a.return_code, t.kind
    FROM answered a
    LEFT JOIN device_transactions t ON t.company_id = ${companyId} AND t.id = a.transaction_id`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    command: row.command,
    transactionId: row.transaction_id === null ? null : Number(row.transaction_id),
    transactionKind: row.kind,
    returnCode: Number(row.return_code),
  }));
}

/** The queued `DATA UPDATE USERINFO` of one PIN that a transfer holds for other devices. */
export async function heldUserUpdates(
  tx: Tx,
  companyId: number,
  transactionId: number,
  sourceDeviceId: number,
  pin: string,
): Promise<{ id: number; deviceId: number }[]> {
  const r = await tx.execute<{ id: string; device_id: string }>(sql`
    SELECT id, device_id FROM device_commands
    WHERE company_id = ${companyId} AND transaction_id = ${transactionId} AND device_id <> ${sourceDeviceId}
      AND status = 'queued' AND starts_with(command, ${`DATA UPDATE USERINFO PIN=${pin}\t`})`);
  return r.rows.map((row) => ({ id: Number(row.id), deviceId: Number(row.device_id) }));
}

export async function rewriteCommand(tx: Tx, companyId: number, id: number, command: string): Promise<void> {
  await tx.execute(sql`
    UPDATE device_commands SET command = ${command} WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function queueCommands(
  tx: Tx,
  companyId: number,
  transactionId: number | null,
  rows: readonly { deviceId: number; command: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO device_commands (company_id, device_id, transaction_id, command)
    SELECT ${companyId}, c.device_id, ${transactionId}::bigint, c.command
    FROM unnest(${pgArray(rows.map((x) => x.deviceId))}::bigint[], ${pgArray(rows.map((x) => x.command))}::text[])
      WITH ORDINALITY AS c(device_id, command, n)
    ORDER BY c.n`);
}
