import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * The payment provider's settings, read once from the environment (README "Payment provider").
 * The sandbox is the default; in production the server refuses to start with it unless
 * PAYMENTS_ALLOW_SANDBOX=1 says so (a demo deployment), since it pays nobody.
 */
export interface PaymentsConfig {
  provider: 'sandbox';
  webhookSecret: string;
  /** How long the sandbox's slow accounts (ending 0002) take to settle. */
  sandboxSettleSeconds: number;
}

function webhookSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  // Generated once and kept beside the database, as the OAuth client secret is.
  const file = path.join(dataDir, 'payments-webhook-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadPaymentsConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const provider = env.PAYMENTS_PROVIDER || 'sandbox';
  if (provider !== 'sandbox')
    throw new Error(`PAYMENTS_PROVIDER must be 'sandbox' (the only provider built in), not '${provider}'`);
  const allow = env.PAYMENTS_ALLOW_SANDBOX === '1' || env.PAYMENTS_ALLOW_SANDBOX === 'true';
  if (env.NODE_ENV === 'production' && !allow)
    throw new Error(
      'The sandbox payment provider pays nobody: set PAYMENTS_ALLOW_SANDBOX=1 to run it in production anyway',
    );
  const settle = Number(env.PAYMENTS_SETTLE_SECONDS);
  return {
    provider,
    webhookSecret: webhookSecret(dataDir, env.PAYMENTS_WEBHOOK_SECRET),
    sandboxSettleSeconds: Number.isFinite(settle) && settle >= 0 ? settle : 30,
  };
}
