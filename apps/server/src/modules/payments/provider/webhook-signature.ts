import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the provider's webhook carries its signature in (issue 21). */
export const SIGNATURE_HEADER = 'x-clockroom-signature';

/** HMAC-SHA512 of the raw body with the webhook secret, as lowercase hex. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha512', secret).update(rawBody, 'utf8').digest('hex');
}

/** In constant time; a missing, short or non-hex signature is simply wrong. */
export function signatureValid(secret: string, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
