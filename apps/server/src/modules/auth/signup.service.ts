import { AUTH_MESSAGES as M, mailText, type SignupInput } from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { requireCompany, type RequestContext } from '../../platform/http/context.ts';
import { AppError, invalidField } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { companyOfSecret, hashSecret, issueSecret } from '../../platform/auth/tokens.ts';
import { audit } from '../../platform/audit/audit.ts';
import { mailUser } from '../../platform/mail/send-mail.ts';
import * as repo from './auth.repository.ts';
import { accountByEmail } from './account-lookup.ts';
import { provisionCompany } from './provisioning.service.ts';

/** The industries a company may pick at sign-up (GET /industries, public). */
export function listIndustries(ctx: RequestContext) {
  return repo.listIndustries(ctx.tx);
}

const ACTIVATION_TTL_DAYS = 7;
const ACTIVATION_TTL_MS = ACTIVATION_TTL_DAYS * 24 * 3600 * 1000;
export const TRIAL_DAYS = 14;

/**
 * Issues a fresh single-use activation code for a user of the current tenant (earlier ones stop
 * working) and answers the /account-activation link. Also used by employee invitations.
 */
export async function issueActivationLink(
  ctx: RequestContext,
  deps: AppDeps,
  userId: number,
): Promise<string> {
  const companyId = requireCompany(ctx);
  const code = issueSecret(companyId);
  await repo.insertCode(ctx.tx, {
    companyId,
    userId,
    purpose: 'activation',
    codeHash: hashSecret(code),
    expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS),
  });
  return `${deps.config.appUrl}/account-activation/${userId}/${encodeURIComponent(code)}`;
}

async function sendActivation(
  ctx: RequestContext,
  deps: AppDeps,
  user: { id: number; email: string; firstName: string },
): Promise<void> {
  const link = await issueActivationLink(ctx, deps, user.id);
  await mailUser(ctx, deps.mailer, user, {
    subject: mailText('activationSubject'),
    parts: [
      { link, label: mailText('activationAction'), intro: mailText('activationWelcome') },
      mailText('activationExpiry', { days: String(ACTIVATION_TTL_DAYS) }),
    ],
    link,
  });
}

/** Creates the company, its HQ, default roles and the inactive owner, then mails the activation link. */
export async function signup(
  ctx: RequestContext,
  deps: AppDeps,
  input: SignupInput,
): Promise<{ user_id: number }> {
  const slug = input.company_id.toLowerCase();
  if ((await repo.companyIdForSlug(ctx.tx, slug)) !== null)
    throw invalidField('company_id', M.companySlugTaken);
  if (!(await repo.industryExists(ctx.tx, input.industry_id)))
    throw invalidField('industry_id', M.industryUnknown);
  const passwordHash = await hashPassword(input.password);
  const created = await provisionCompany(ctx.tx, {
    companyName: input.company_name,
    slug,
    industryId: input.industry_id,
    accountType: 'premium',
    modulesExpireAt: new Date(Date.now() + TRIAL_DAYS * 24 * 3600 * 1000),
    owner: {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      isActive: false,
    },
  });
  ctx.companyId = created.companyId;
  await audit(ctx, {
    action: 'signup',
    entity: 'company',
    entityId: created.companyId,
    description: `${input.first_name} ${input.last_name} registered ${input.company_name}`,
    after: { company_name: input.company_name, slug },
    actor: { userId: created.ownerUserId, name: `${input.first_name} ${input.last_name}` },
  });
  await sendActivation(ctx, deps, {
    id: created.ownerUserId,
    email: input.email,
    firstName: input.first_name,
  });
  return { user_id: created.ownerUserId };
}

export async function confirmUser(ctx: RequestContext, userId: number, code: string): Promise<string> {
  const companyId = companyOfSecret(code);
  const invalid = () =>
    new AppError(422, M.activationInvalid, [{ field: 'confirmation_code', message: M.activationInvalid }]);
  if (companyId === null) throw invalid();
  await ctx.useCompany(companyId);
  const user = await repo.findUserById(ctx.tx, companyId, userId);
  if (!user) throw invalid();
  const taken = await repo.consumeCode(ctx.tx, companyId, 'activation', hashSecret(code));
  if (!taken || taken.userId !== userId) {
    if (user.isActive) return M.alreadyActive;
    throw invalid();
  }
  await repo.updateUser(ctx.tx, companyId, userId, { isActive: true });
  await audit(ctx, {
    action: 'activate',
    entity: 'user',
    entityId: userId,
    description: `${user.firstName} ${user.lastName} activated their account`,
    actor: { userId, name: `${user.firstName} ${user.lastName}` },
  });
  return M.activated;
}

/** Same answer whatever the account's state, so it reveals nothing. */
export async function resendActivation(
  ctx: RequestContext,
  deps: AppDeps,
  email: string,
  slug: string,
): Promise<void> {
  const user = (await accountByEmail(ctx, email, slug))?.user;
  if (!user || user.isActive) return;
  await sendActivation(ctx, deps, { id: user.id, email: user.email, firstName: user.firstName });
}
