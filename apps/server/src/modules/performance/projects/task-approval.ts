import { TASK_APPROVAL_MODULE, TASK_DECISION_MESSAGES } from '@clockroom/contracts';
import type { DecidableSubject } from '../../../platform/approvals/inbox.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import * as repo from './tasks.repository.ts';
import { decidePendingMove } from './tasks.service.ts';

/**
 * A task's move into a status that needs approval (ADR 61): the engine's module 'task'. With no
 * approver group covering the mover, nobody is asked and the move goes through.
 */
export function taskApprovalSubject(): DecidableSubject {
  return {
    module: TASK_APPROVAL_MODULE,
    idsField: 'task_ids',
    entity: 'task move',
    messages: TASK_DECISION_MESSAGES,
    items: async (ctx, ids) => {
      const found = await Promise.all(ids.map((id) => repo.findTask(ctx.tx, ctx.companyId, id)));
      return found.flatMap((t) =>
        t ? [{ id: t.id, status: t.pending_status_id === null ? 'decided' : 'pending', name: t.title }] : [],
      );
    },
    noGroupRule: () => 'approve',
    describe: async (ctx, id) => {
      const t = await repo.findTask(ctx.tx, requireCompany(ctx), id);
      return { code: 'projects.taskSentForApproval', params: { title: t?.title ?? String(id) } };
    },
    onDecided: (ctx, id, status) => decidePendingMove(ctx, id, status),
  };
}
