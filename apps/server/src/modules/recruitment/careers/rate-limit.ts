import { createHash } from 'node:crypto';
import { CAREERS_LIMITS } from '@clockroom/contracts';

/**
 * The careers form's limits (issue 24, ADR 67): at most 5 attempts per IP address in 10 minutes and
 * 3 per email and posting in 24 hours; past either, 429. Attempts are rows in the database, so the
 * limit holds across restarts and across server processes, and the check and the record happen
 * under a lock on the address and the email (one transaction at a time per key), so two processes
 * cannot both let the sixth attempt through. The address and the email are kept as hashes only.
 */
export interface AttemptStore {
  /** Holds other attempts with this key until the caller's transaction ends. */
  lock(key: string): Promise<void>;
  countByIp(ipHash: string, since: Date): Promise<number>;
  countByEmail(postingId: number, emailHash: string, since: Date): Promise<number>;
  record(attempt: { ipHash: string; emailHash: string | null; postingId: number }): Promise<void>;
}

export interface Attempt {
  companyId: number;
  ip: string;
  /** The address the form gave, if it looks like one; a form without one counts by IP only. */
  email: string | null;
  postingId: number;
  now: Date;
}

export type Admission = 'admitted' | 'too-many-from-ip' | 'too-many-for-email';

export const hashKey = (companyId: number, value: string) =>
  createHash('sha256').update(`${companyId}:${value.trim().toLowerCase()}`).digest('base64url');

/** Checks both limits and, when admitted, records the attempt (in the caller's transaction). */
export async function admitAttempt(
  store: AttemptStore,
  a: Attempt,
  limits: { perIp: number; ipWindowMinutes: number; perEmailAndPosting: number; emailWindowHours: number } = CAREERS_LIMITS,
): Promise<Admission> {
  const ipHash = hashKey(a.companyId, a.ip);
  const emailHash = a.email ? hashKey(a.companyId, a.email) : null;
  await store.lock(`ip:${ipHash}`);
  if (emailHash) await store.lock(`email:${a.postingId}:${emailHash}`);
  const ipSince = new Date(a.now.getTime() - limits.ipWindowMinutes * 60_000);
  if ((await store.countByIp(ipHash, ipSince)) >= limits.perIp) return 'too-many-from-ip';
  if (emailHash) {
    const emailSince = new Date(a.now.getTime() - limits.emailWindowHours * 3_600_000);
    if ((await store.countByEmail(a.postingId, emailHash, emailSince)) >= limits.perEmailAndPosting)
      return 'too-many-for-email';
  }
  await store.record({ ipHash, emailHash, postingId: a.postingId });
  return 'admitted';
}
