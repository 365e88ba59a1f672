import { notificationKind } from '@clockroom/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { trainingSettingsOf } from '../trainings/index.ts';
import { describePlan } from './improvement-plan-approval.ts';
import { daysBetween, remindersDue } from './improvement-plan-rules.ts';
import * as repo from './improvement-plans.repository.ts';

type NotifyDeps = Pick<AppDeps, 'mailer' | 'config'>;

/**
 * Reminders before a plan's review (ADR 62): the reviewer and the employee get a bell notice and a
 * mail when the review date is at most the settings' `review_reminder_days` ahead, once per date.
 */
export async function remindCompany(ctx: RequestContext, deps: NotifyDeps, today: string): Promise<number> {
  const companyId = requireCompany(ctx);
  const { review_reminder_days: lead } = await trainingSettingsOf(ctx.tx, companyId);
  const due = remindersDue(await repo.reviewCandidates(ctx.tx, companyId), today, lead);
  for (const p of due) {
    await notify(ctx, deps, {
      recipients: { employeeIds: [p.reviewer_id, p.employee_id] },
      kind: notificationKind('improvement-plan', 'review-due'),
      params: {
        id: String(p.id),
        subject: await describePlan(ctx, p.id),
        days: String(daysBetween(today, p.review_date)),
      },
      mail: true,
    });
    await repo.markReminded(ctx.tx, companyId, p.id, p.review_date);
  }
  return due.length;
}

/** Every company's reminders for `today`, one company per transaction; answers how many were sent. */
export async function remindReviews(
  deps: NotifyDeps & Pick<AppDeps, 'database'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  today = new Date().toISOString().slice(0, 10),
): Promise<number> {
  let sent = 0;
  for (const companyId of await repo.companiesWithPlans(deps.database)) {
    try {
      sent += await runAsTenant(
        deps.database,
        companyId,
        { system: 'improvement-plans.remind' },
        log,
        (ctx) => remindCompany(ctx, deps, today),
      );
    } catch (err) {
      log.error({ err, companyId }, 'improvement plan reminders failed');
    }
  }
  return sent;
}

/** Once a day at 07:00 UTC (08:00 in Lagos). */
export function defineReviewReminderJob(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.jobs.defineSystemJob({
    kind: 'improvement-plans.remind',
    cron: '0 7 * * *',
    run: async () => {
      await remindReviews(deps, log);
    },
  });
}
