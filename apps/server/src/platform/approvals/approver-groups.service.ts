import {
  APPROVER_GROUP_MESSAGES as M,
  toPaging,
  type ApprovablesInput,
  type Approvable,
  type ApproverGroupDetail,
  type ApproverGroupInput,
  type ApproverGroupRow,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../http/context.ts';
import { invalidField, notFound } from '../http/errors.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../audit/audited-writes.ts';
import { insertGroup } from './group-choice.repository.ts';
import * as repo from './approver-groups.repository.ts';
import * as memberRepo from './approver-members.repository.ts';
import { checkedLevels } from './checked-levels.ts';

/** One module's approver groups (ADR 22): the same rules for every module that has them. */
export function approverGroupsOf(module: string) {
  const find = async (ctx: SignedInContext, id: number): Promise<ApproverGroupDetail> => {
    const found = await repo.findGroup(ctx.tx, ctx.companyId, module, id);
    if (!found) throw notFound(M.notFound);
    return { ...found.row, approvalLevels: await repo.groupLevels(ctx.tx, ctx.companyId, id) };
  };
  const resource: AuditedResource<ApproverGroupDetail> = {
    entity: `${module} approver group`,
    name: (g) => g.group_name,
    find,
  };

  /** The levels as stored; every approver and alternate must be a current employee. */
  const levelsOf = (ctx: SignedInContext, input: ApproverGroupInput) =>
    checkedLevels(
      ctx,
      input.approval_details.map((d) => ({
        approverId: d.approval_person_id,
        altApproverId: d.alt_approval_person_id,
      })),
      'approval_details',
      M.personRequired,
    );

  return {
    list(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<ApproverGroupRow>> {
      const p = toPaging(q);
      return repo.listGroups(ctx.tx, ctx.companyId, module, p.search, p.perPage, p.offset);
    },
    get: find,
    create(ctx: SignedInContext, input: ApproverGroupInput): Promise<ApproverGroupDetail> {
      return auditedCreate(ctx, resource, async () =>
        insertGroup(ctx.tx, ctx.companyId, {
          module,
          description: input.group_name,
          approvalType: input.approval_types,
          // Assigned through {id}/approvables; employees until an assignment says otherwise.
          basis: 'employees',
          memberIds: [],
          branchId: null,
          levels: await levelsOf(ctx, input),
        }),
      );
    },
    update(ctx: SignedInContext, id: number, input: ApproverGroupInput): Promise<ApproverGroupDetail> {
      // Requests in flight keep the levels they were sent with (ADR 22): only new ones see this.
      return auditedUpdate(ctx, resource, id, async () =>
        repo.updateGroup(
          ctx.tx,
          ctx.companyId,
          module,
          id,
          { description: input.group_name, approvalType: input.approval_types },
          await levelsOf(ctx, input),
        ),
      );
    },
    remove(ctx: SignedInContext, id: number): Promise<void> {
      return auditedDelete(ctx, resource, id, () => repo.deleteGroup(ctx.tx, ctx.companyId, module, id));
    },
    /**
     * The assignment widget: assign and unassign ids of one category. A different category than the
     * group's current one starts its list afresh (a group covers one kind of item at a time).
     */
    assign(ctx: SignedInContext, id: number, input: ApprovablesInput): Promise<ApproverGroupDetail> {
      return auditedUpdate(ctx, resource, id, async (before) => {
        const assign = [...new Set(input.assign_category_type_ids)];
        if (
          (await memberRepo.countExisting(ctx.tx, ctx.companyId, input.category_type, assign)) !==
          assign.length
        ) {
          throw invalidField('assign_category_type_ids', M.idsInvalid);
        }
        const found = await repo.findGroup(ctx.tx, ctx.companyId, module, id);
        const current = before.category_type === input.category_type ? (found?.memberIds ?? []) : [];
        const drop = new Set(input.unassign_category_type_ids);
        const members = [...new Set([...current, ...assign])].filter((m) => !drop.has(m));
        await repo.setMembers(ctx.tx, ctx.companyId, module, id, input.category_type, members);
      });
    },
    async approvables(ctx: SignedInContext, id: number, q: PagingQuery): Promise<ListPage<Approvable>> {
      const found = await repo.findGroup(ctx.tx, ctx.companyId, module, id);
      if (!found) throw notFound(M.notFound);
      const p = toPaging(q);
      return memberRepo.listApprovables(
        ctx.tx,
        ctx.companyId,
        { basis: found.row.category_type, memberIds: found.memberIds, branchId: found.branchId },
        p.search,
        p.perPage,
        p.offset,
      );
    },
  };
}
