import { sql } from 'drizzle-orm';
import { DEVICE_ONLINE_MINUTES } from '@clockroom/contracts';

/**
 * When a device counts as online: it called in within DEVICE_ONLINE_MINUTES (ADR 26). A rule, not a
 * query, so the device screens and the attendance dashboard read the same one.
 */
export const DEVICE_ONLINE_INTERVAL = sql.raw(`interval '${DEVICE_ONLINE_MINUTES} minutes'`);

/** The condition for the devices row named `alias`. */
export const deviceOnline = (alias: string) =>
  sql`(${sql.raw(alias)}.last_contact_at > now() - ${DEVICE_ONLINE_INTERVAL})`;
