import { notificationKind } from '@clockroom/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import * as repo from './appraisals.repository.ts';
import * as reminders from './appraisal-reminders.repository.ts';

type NotifyDeps = Pick<AppDeps, 'mailer' | 'config'>;

/** Days before the due date from which whoever has not submitted is reminded (issue 22). */
export const REMINDER_LEAD_DAYS = 3;

/**
 * Reminders (ADR 64): from three days before an open group's due date, the employee who has not
 * submitted their self ratings and the appraiser who has not submitted theirs get a bell notice and a
 * mail, once per due date.
 */
export async function remindCompany(ctx: RequestContext, deps: NotifyDeps, today: string): Promise<number> {
  const companyId = requireCompany(ctx);
  const due = await reminders.reminderCandidates(ctx.tx, companyId, today, REMINDER_LEAD_DAYS);
  let sent = 0;
  for (const a of due) {
    const people = [...(a.self_in ? [] : [a.employee_id]), ...(a.appraiser_in ? [] : [a.appraiser_id])];
    if (people.length > 0) {
      const [m] = (await repo.listMembers(ctx.tx, companyId, { ids: [a.id] })).rows;
      const [g] = m ? await repo.listGroups(ctx.tx, companyId, [m.group_id]) : [];
      await notify(ctx, deps, {
        recipients: { employeeIds: people },
        kind: notificationKind('appraisal', 'due-soon'),
        params: {
          id: String(a.id),
          subject: {
            code: 'notification_texts.appraisalSubject',
            params: { group: g?.name ?? '', period: g?.period ?? '', due_date: a.due_date },
          },
          days: String(a.days_left),
        },
        mail: true,
      });
      sent += people.length;
    }
    await reminders.markReminded(ctx.tx, companyId, a.id, a.due_date);
  }
  return sent;
}

/** Every company's reminders for `today`, one company per transaction; answers how many people were reminded. */
export async function remindAppraisals(
  deps: NotifyDeps & Pick<AppDeps, 'database'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  today = new Date().toISOString().slice(0, 10),
): Promise<number> {
  let sent = 0;
  for (const companyId of await reminders.companiesWithOpenGroups(deps.database)) {
    try {
      sent += await runAsTenant(deps.database, companyId, { system: 'appraisals.remind' }, log, (ctx) =>
        remindCompany(ctx, deps, today),
      );
    } catch (err) {
      log.error({ err, companyId }, 'appraisal reminders failed');
    }
  }
  return sent;
}

/** Once a day at 07:00 UTC (08:00 in Lagos). */
export function defineAppraisalReminderJob(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.jobs.defineSystemJob({
    kind: 'appraisals.remind',
    cron: '0 7 * * *',
    run: async () => {
      await remindAppraisals(deps, log);
    },
  });
}
