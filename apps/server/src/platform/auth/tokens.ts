import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque secrets (tokens, reset and activation codes) are `<companyId>.<random>`: the prefix lets a
 * request bind its tenant before looking the secret up under RLS; only the SHA-256 hash is stored.
 */
export function issueSecret(companyId: number, bytes = 32): string {
  return `${companyId}.${randomBytes(bytes).toString('base64url')}`;
}

export function companyOfSecret(secret: string): number | null {
  const m = /^(\d{1,18})\.[A-Za-z0-9_-]{16,}$/.exec(secret);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
