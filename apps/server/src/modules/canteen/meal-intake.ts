import type { AttlogRecord } from '../attendance/index.ts';
import type { Tx } from '../../platform/db/database.ts';
import { decideMeals } from './meal-rules.ts';
import * as repo from './meal-intake.repository.ts';

/**
 * The canteen's verification taker (ADR 55), provided to attendance's push protocol: at a canteen
 * point a verification is a meal (served or refused) and the device writes no punch; at any other
 * device it answers false and the lines are punches as before. The device's answer is the
 * protocol's `OK:n` either way: a ZKTeco push answer carries no text for the screen, so "refused at
 * the screen" is the refusal row in the meal log, not a message on the device.
 */
export async function takeCanteenVerifications(
  tx: Tx,
  companyId: number,
  deviceId: number,
  records: readonly AttlogRecord[],
): Promise<boolean> {
  if (!(await repo.isCanteenPoint(tx, companyId, deviceId))) return false;
  if (records.length === 0) return true;
  const facts = await repo.verificationFacts(tx, companyId, deviceId, records);
  await repo.insertMeals(tx, companyId, deviceId, decideMeals(facts));
  return true;
}
