import { PAYMENT_PROVIDER_MESSAGES as M } from '@clockroom/contracts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { AppError, notFound, unauthorized } from '../../../platform/http/errors.ts';
import { applyProviderEvent } from '../wallet/provider-events.ts';
import { payments } from './provider-runtime.ts';
import { companyName, firstSeen } from './provider.repository.ts';
import { signatureValid } from './webhook-signature.ts';

/** Our references start `CR<company id>-` (ADR 57): the only thing read before the company is bound. */
const COMPANY_OF_REFERENCE = /^CR(\d{1,15})-/;

/**
 * The provider's webhook (issue 21, ADR 57), for the public route and the sandbox's deliveries alike:
 * the signature is checked on the raw body before anything is parsed (401, nothing read or written);
 * the event's reference names the company, which is then bound so RLS holds for the rest; an event id
 * seen before is answered as a duplicate and changes nothing.
 */
export async function receiveWebhook(
  ctx: RequestContext,
  providerName: string,
  rawBody: string,
  signature: unknown,
): Promise<{ duplicate: boolean }> {
  const { provider, config } = payments();
  if (providerName !== provider.name) throw notFound(M.providerRequired);
  if (!signatureValid(config.webhookSecret, rawBody, signature)) throw unauthorized(M.badSignature);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError(400, M.badEvent);
  }
  const event = provider.parseEvent(body);
  const companyId = Number(event ? COMPANY_OF_REFERENCE.exec(event.reference)?.[1] : NaN);
  if (!event || !Number.isSafeInteger(companyId)) throw new AppError(422, M.badEvent);
  if (ctx.companyId !== null && ctx.companyId !== companyId) throw new AppError(422, M.badEvent);
  await ctx.useCompany(companyId);
  if ((await companyName(ctx.tx, companyId)) === undefined) throw new AppError(422, M.badEvent);
  if (!(await firstSeen(ctx.tx, companyId, provider.name, event.id, event.type))) return { duplicate: true };
  await applyProviderEvent(ctx.tx, companyId, event);
  return { duplicate: false };
}
