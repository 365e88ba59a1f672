import { randomBytes } from 'node:crypto';
import {
  INVITE_MESSAGES as M,
  INVITE_TTL_DAYS,
  mailText,
  toPaging,
  type InviteEmployeeInput,
  type InviteResult,
  type PagingQuery,
  type ListPage,
  type PendingInvite,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/errors.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { issueActivationLink } from '../../auth/index.ts';
import * as repo from './employee-invites.repository.ts';

/** The role an invitee gets when HR picks none: self-service only, so they can sign in. */
const DEFAULT_ROLE_SLUG = 'employee';

/**
 * A one-time password for the first sign-in. The invitee must replace it right away
 * (must_change_password), so it only bridges activation and /change-password-first-signin.
 */
function temporaryPassword(): string {
  // Letters, digits and a symbol, so it also passes any password policy a sign-in screen applies.
  return `${randomBytes(9).toString('base64url')}#7a`;
}

async function checkReferences(ctx: SignedInContext, input: InviteEmployeeInput): Promise<number[]> {
  if (input.branch_id && !(await repo.branchExists(ctx.tx, ctx.companyId, input.branch_id)))
    throw invalidField('branch_id', M.branchUnknown);
  if (input.department_id && !(await repo.departmentExists(ctx.tx, ctx.companyId, input.department_id)))
    throw invalidField('department_id', M.departmentUnknown);
  const wanted = [...new Set(input.roles ?? [])];
  if (wanted.length) {
    const found = await repo.existingRoleIds(ctx.tx, ctx.companyId, wanted);
    if (found.length !== wanted.length) throw invalidField('roles', M.roleUnknown);
    return found;
  }
  const fallback = await repo.roleIdBySlug(ctx.tx, ctx.companyId, DEFAULT_ROLE_SLUG);
  return fallback ? [fallback] : [];
}

/** Mails the activation link and the one-time password; each call invalidates the previous mail. */
async function sendInvitation(
  ctx: SignedInContext,
  deps: AppDeps,
  invitee: { userId: number; email: string; firstName: string },
): Promise<void> {
  const password = temporaryPassword();
  await repo.setTemporaryPassword(ctx.tx, ctx.companyId, invitee.userId, await hashPassword(password));
  const link = await issueActivationLink(ctx, deps, invitee.userId);
  const company = ctx.user.employee.company;
  const inviter = `${ctx.user.first_name} ${ctx.user.last_name}`;
  const signIn = {
    url: `${deps.config.appUrl}/company`,
    company_id: company.slug,
    email: invitee.email,
    password,
  };
  await sendMail(
    ctx,
    deps.mailer,
    { userId: invitee.userId },
    {
      to: invitee.email,
      subject: mailText('inviteSubject', { company: company.company_name }),
      parts: [
        mailText('greeting', { name: invitee.firstName }),
        mailText('inviteIntro', { inviter, company: company.company_name }),
        {
          steps: [
            { link, label: mailText('activationAction'), intro: mailText('inviteActivate') },
            mailText('inviteSignIn', signIn),
            mailText('inviteProfile'),
          ],
        },
        mailText('activationExpiry', { days: String(INVITE_TTL_DAYS) }),
      ],
      link,
    },
  );
}

/**
 * POST /organization/employees/invite. A new email creates the employee (active, profile not
 * completed) and an inactive user; an invitee who has not activated yet gets a fresh mail; an
 * existing employee without a login (e.g. imported) gets one.
 */
export async function inviteEmployee(
  ctx: SignedInContext,
  deps: AppDeps,
  input: InviteEmployeeInput,
): Promise<{ message: string; data: InviteResult }> {
  const roleIds = await checkReferences(ctx, input);
  const existing = await repo.findEmployeeByEmail(ctx.tx, ctx.companyId, input.email);
  if (existing) {
    if (existing.archived) throw invalidField('email', M.emailTaken);
    if (existing.userId !== null) {
      if (existing.userActive || existing.invitedAt === null) throw invalidField('email', M.emailTaken);
      await sendInvitation(ctx, deps, {
        userId: existing.userId,
        email: input.email,
        firstName: existing.firstName,
      });
      await repo.markInvited(ctx.tx, ctx.companyId, existing.id, roleIds.length > 0);
      await audit(ctx, {
        action: 'reinvite',
        entity: 'employee',
        entityId: existing.id,
        description: `Invitation sent again to ${input.email}`,
      });
      return { message: M.resent, data: { id: existing.id, email: input.email, resent: true } };
    }
    if (await repo.userEmailExists(ctx.tx, ctx.companyId, input.email))
      throw invalidField('email', M.emailTaken);
    const userId = await createLogin(ctx, existing.id, input.email, roleIds);
    await sendInvitation(ctx, deps, { userId, email: input.email, firstName: existing.firstName });
    await audit(ctx, {
      action: 'invite',
      entity: 'employee',
      entityId: existing.id,
      description: `Invited ${input.email} to sign in`,
      after: { email: input.email, roles: roleIds },
    });
    return { message: M.invited, data: { id: existing.id, email: input.email, resent: false } };
  }
  if (await repo.userEmailExists(ctx.tx, ctx.companyId, input.email))
    throw invalidField('email', M.emailTaken);
  const employeeId = await repo.insertInvitedEmployee(ctx.tx, ctx.companyId, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    branchId: input.branch_id ?? null,
    departmentId: input.department_id ?? null,
    status: 1,
    profileCompleted: false,
  });
  const userId = await createLogin(ctx, employeeId, input.email, roleIds);
  await sendInvitation(ctx, deps, { userId, email: input.email, firstName: input.first_name });
  await audit(ctx, {
    action: 'invite',
    entity: 'employee',
    entityId: employeeId,
    description: `Invited ${input.first_name} ${input.last_name} (${input.email})`,
    after: {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      branch_id: input.branch_id ?? null,
      department_id: input.department_id ?? null,
      roles: roleIds,
    },
  });
  return { message: M.invited, data: { id: employeeId, email: input.email, resent: false } };
}

async function createLogin(ctx: SignedInContext, employeeId: number, email: string, roleIds: number[]) {
  const userId = await repo.insertUser(ctx.tx, ctx.companyId, {
    employeeId,
    email,
    isActive: false,
    mustChangePassword: true,
  });
  await repo.replaceRoles(ctx.tx, ctx.companyId, userId, roleIds);
  await repo.markInvited(ctx.tx, ctx.companyId, employeeId, roleIds.length > 0);
  return userId;
}

/** POST /organization/employees/invites/{id}/resend. */
export async function resendInvite(ctx: SignedInContext, deps: AppDeps, employeeId: number) {
  const invite = await repo.findInvite(ctx.tx, ctx.companyId, employeeId);
  if (!invite || invite.invitedAt === null) throw notFound(M.notPending);
  if (invite.userActive) throw new AppError(409, M.alreadyAccepted);
  await sendInvitation(ctx, deps, {
    userId: invite.userId,
    email: invite.email,
    firstName: invite.firstName,
  });
  await repo.markInvited(ctx.tx, ctx.companyId, employeeId, invite.roleIds.length > 0);
  await audit(ctx, {
    action: 'reinvite',
    entity: 'employee',
    entityId: employeeId,
    description: `Invitation sent again to ${invite.email}`,
  });
  return { id: employeeId, email: invite.email, resent: true } satisfies InviteResult;
}

/** GET /organization/employees/invites: invitations not accepted yet. */
export async function listPendingInvites(
  ctx: SignedInContext,
  q: PagingQuery,
): Promise<ListPage<PendingInvite>> {
  const p = toPaging(q);
  const { rows, total } = await repo.listPending(ctx.tx, ctx.companyId, p.search, p.perPage, p.offset);
  const results: PendingInvite[] = rows.map((r) => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email ?? '',
    branch: r.branch?.id == null ? null : r.branch,
    department: r.department?.id == null ? null : r.department,
    invited_at: (r.invitedAt ?? new Date()).toISOString(),
  }));
  return { results, total };
}
