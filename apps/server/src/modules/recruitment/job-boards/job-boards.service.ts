import {
  JOB_BOARD_MESSAGES as M,
  toPaging,
  type JobBoard,
  type JobBoardListQuery,
  type JobBoardValues,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './job-boards.repository.ts';

/** Job boards (ADR 66): where postings are announced; deleting one takes it off its postings. */

registerUniqueConstraint('job_boards_name_key', { field: 'name', message: M.nameTaken });

export function listBoards(ctx: SignedInContext, q: JobBoardListQuery): Promise<ListPage<JobBoard>> {
  const p = toPaging(q);
  return repo.listBoards(ctx.tx, ctx.companyId, { search: p.search, active: q.active }, p.perPage, p.offset);
}

export async function getBoard(ctx: SignedInContext, id: number): Promise<JobBoard> {
  return orNotFound(await repo.findBoard(ctx.tx, ctx.companyId, id), M.notFound);
}

const board: AuditedResource<JobBoard> = { entity: 'job board', name: (row) => row.name, find: getBoard };

export const createBoard = (ctx: SignedInContext, v: JobBoardValues) =>
  auditedCreate(ctx, board, () => repo.insertBoard(ctx.tx, ctx.companyId, v));

export const updateBoard = (ctx: SignedInContext, id: number, v: JobBoardValues) =>
  auditedUpdate(ctx, board, id, () => repo.updateBoard(ctx.tx, ctx.companyId, id, v));

export const deleteBoard = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, board, id, () => repo.deleteBoard(ctx.tx, ctx.companyId, id));
