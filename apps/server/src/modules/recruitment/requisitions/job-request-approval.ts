import { JOB_REQUEST_MODULE as MODULE, REQUISITION_DECISION_MESSAGES } from '@clockroom/contracts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import type { SubjectDescription } from '../../../platform/approvals/approvals.ts';
import type { DecidableSubject } from '../../../platform/approvals/inbox.ts';
import * as repo from './job-requests.repository.ts';

/**
 * Job requests and the approval engine (ADR 22, 31, 66). A request is submitted for the employee who
 * raised it (so the group covering them decides it, and they cannot approve their own); with no
 * group the request stands: it is approved at once.
 */

async function describeRequest(ctx: RequestContext, id: number): Promise<SubjectDescription> {
  const r = await repo.findRequest(ctx.tx, requireCompany(ctx), id);
  return r
    ? {
        code: 'notification_texts.jobRequestSubject',
        params: { title: r.title, headcount: String(r.headcount), employee: r.requested_by?.name ?? '' },
      }
    : { code: 'notification_texts.jobRequestGone', params: { id: String(id) } };
}

export function jobRequestSubject(): DecidableSubject {
  return {
    module: MODULE,
    idsField: 'job_request_ids',
    entity: 'job request',
    messages: REQUISITION_DECISION_MESSAGES,
    items: async (ctx, ids) => {
      const found = await repo.findRequests(ctx.tx, ctx.companyId, ids);
      return found.map((r) => ({ id: r.id, status: r.status, name: r.title }));
    },
    noGroupRule: () => 'approve',
    describe: describeRequest,
    onDecided: async (ctx, id, status) => {
      await repo.setStatus(ctx.tx, requireCompany(ctx), id, status);
    },
  };
}
