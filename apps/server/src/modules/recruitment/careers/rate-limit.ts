import { createHash } from 'node:crypto';
import { CAREERS_LIMITS } from '@clockroom/contracts';

/**
 * The careers form's limits (issue 24, ADR 67): at most 5 attempts per IP address in 10 minutes
 * (every attempt counts, a refused form too, so guessing through 422s meets it) and 3 applications
 * per email and posting in 24 hours (only accepted ones count, so a candidate who picked the wrong
 * file is not locked out); past either, 429. Attempts are rows in the database, so the limits hold
 * across restarts and server processes, and the check and the record happen under a lock on the
 * address and the email (one transaction at a time per key), so two processes cannot both let the
 * sixth attempt through. The address and the email are kept as hashes only.
 */
export interface AttemptStore {
  /** Holds other attempts with this key until the caller's transaction ends. */
  lock(key: string): Promise<void>;
  countByIp(ipHash: string, since: Date): Promise<number>;
  countByEmail(postingId: number, emailHash: string, since: Date): Promise<number>;
  /** Records an attempt; answers its id. */
  record(attempt: { ipHash: string; postingId: number }): Promise<number>;
  /** Marks a recorded attempt as an accepted application for this email. */
  accept(attemptId: number, emailHash: string): Promise<void>;
}

export interface Attempt {
  companyId: number;
  ip: string;
  /** The address the form gave, if it looks like one; a form without one counts by IP only. */
  email: string | null;
  postingId: number;
  now: Date;
}

export type Admission =
  | {
      admitted: true;
      /** Call once the application is accepted (stored, or taken by the honeypot). */ accept(): Promise<void>;
    }
  | { admitted: false; refused: 'too-many-from-ip' | 'too-many-for-email' };

export const hashKey = (companyId: number, value: string) =>
  createHash('sha256').update(`${companyId}:${value.trim().toLowerCase()}`).digest('base64url');

/** Checks both limits and, when admitted, records the attempt (in the caller's transaction). */
export async function admitAttempt(
  store: AttemptStore,
  a: Attempt,
  limits: {
    perIp: number;
    ipWindowMinutes: number;
    perEmailAndPosting: number;
    emailWindowHours: number;
  } = CAREERS_LIMITS,
): Promise<Admission> {
  const ipHash = hashKey(a.companyId, a.ip);
  const emailHash = a.email ? hashKey(a.companyId, a.email) : null;
  await store.lock(`ip:${ipHash}`);
  if (emailHash) await store.lock(`email:${a.postingId}:${emailHash}`);
  const ipSince = new Date(a.now.getTime() - limits.ipWindowMinutes * 60_000);
  if ((await store.countByIp(ipHash, ipSince)) >= limits.perIp)
    return { admitted: false, refused: 'too-many-from-ip' };
  if (emailHash) {
    const emailSince = new Date(a.now.getTime() - limits.emailWindowHours * 3_600_000);
    if ((await store.countByEmail(a.postingId, emailHash, emailSince)) >= limits.perEmailAndPosting)
      return { admitted: false, refused: 'too-many-for-email' };
  }
  const attemptId = await store.record({ ipHash, postingId: a.postingId });
  return {
    admitted: true,
    accept: () => (emailHash ? store.accept(attemptId, emailHash) : Promise.resolve()),
  };
}
