import type { Tx } from '../../../platform/db/database.ts';
import type { AttlogRecord } from './protocol.ts';

/**
 * Another module's claim on a registered device's ATTLOG lines (issue 20, ADR 55): the canteen
 * records a verification at a canteen point as a meal, not a punch. The taker answers whether the
 * device is its own; when it is, it has stored the lines and the push protocol writes no punch.
 * Set once per process by that module's registration (attendance never imports it).
 */
export type VerificationTaker = (
  tx: Tx,
  companyId: number,
  deviceId: number,
  records: readonly AttlogRecord[],
) => Promise<boolean>;

let taker: VerificationTaker | null = null;

/** The same taker again is a no-op (an app built twice in one process, as tests do). */
export function provideVerificationTaker(next: VerificationTaker): void {
  if (taker !== null && taker !== next) throw new Error('a verification taker is already provided');
  taker = next;
}

export function takenElsewhere(
  tx: Tx,
  companyId: number,
  deviceId: number,
  records: readonly AttlogRecord[],
): Promise<boolean> {
  return taker ? taker(tx, companyId, deviceId, records) : Promise.resolve(false);
}
