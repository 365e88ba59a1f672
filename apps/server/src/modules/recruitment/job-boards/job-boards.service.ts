import {
  JOB_BOARD_MESSAGES as M,
  toPaging,
  type JobBoard,
  type JobBoardListQuery,
  type JobBoardValues,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../../platform/audit/audited-writes.ts';
import { companyResource } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './job-boards.repository.ts';

/** Job boards (ADR 66): where postings are announced; deleting one takes it off its postings. */

registerUniqueConstraint('job_boards_name_key', { field: 'name', message: M.nameTaken });

export function listBoards(ctx: SignedInContext, q: JobBoardListQuery): Promise<ListPage<JobBoard>> {
  const p = toPaging(q);
  return repo.listBoards(ctx.tx, ctx.companyId, { search: p.search, active: q.active }, p.perPage, p.offset);
}

const board = companyResource('job board', 'name', repo.findBoard, M.notFound);
export const getBoard = board.find;

export const createBoard = (ctx: SignedInContext, v: JobBoardValues) =>
  auditedCreate(ctx, board, () => repo.insertBoard(ctx.tx, ctx.companyId, v));

export const updateBoard = (ctx: SignedInContext, id: number, v: JobBoardValues) =>
  auditedUpdate(ctx, board, id, () => repo.updateBoard(ctx.tx, ctx.companyId, id, v));

export const deleteBoard = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, board, id, () => repo.deleteBoard(ctx.tx, ctx.companyId, id));
