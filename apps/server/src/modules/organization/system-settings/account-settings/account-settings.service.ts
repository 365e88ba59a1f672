import type { AccountSettings } from '@clockroom/contracts';
import { accountSettingsSchema } from '@clockroom/contracts';
import type { z } from 'zod';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { audit } from '../../../../platform/audit/audit.ts';
import * as repo from './account-settings.repository.ts';

export async function getSettings(ctx: SignedInContext): Promise<AccountSettings> {
  const row = await repo.findSettings(ctx.tx, ctx.companyId);
  if (!row) throw notFound();
  return row as AccountSettings;
}

/**
 * The company profile. The slug is the sign-in identifier and never changes here. A logo omitted from
 * the body is kept; `null` removes it. GET /user reads the company on every request, so the header
 * logo and the currency follow at once.
 */
export async function updateSettings(
  ctx: SignedInContext,
  input: z.output<typeof accountSettingsSchema>,
): Promise<AccountSettings> {
  const before = await getSettings(ctx);
  await repo.updateSettings(ctx.tx, ctx.companyId, {
    companyName: input.company_name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    ...(input.company_logo === undefined ? {} : { companyLogo: input.company_logo }),
    currency: input.currency,
    timezone: input.timezone,
    workingDays: input.working_days,
    ...(input.language === undefined ? {} : { language: input.language }),
  });
  const after = await getSettings(ctx);
  await audit(ctx, {
    action: 'update',
    entity: 'account settings',
    entityId: ctx.companyId,
    description: 'Updated the account settings',
    before,
    after,
  });
  return after;
}

export async function setLogo(ctx: SignedInContext, url: string): Promise<void> {
  const before = await getSettings(ctx);
  await repo.updateSettings(ctx.tx, ctx.companyId, { companyLogo: url });
  await audit(ctx, {
    action: 'upload-logo',
    entity: 'account settings',
    entityId: ctx.companyId,
    description: 'Uploaded a new company logo',
    before: { company_logo: before.company_logo },
    after: { company_logo: url },
  });
}
