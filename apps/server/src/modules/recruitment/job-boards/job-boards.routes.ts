import type { FastifyInstance } from 'fastify';
import { JOB_BOARD_MESSAGES as M, jobBoardEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as boards from './job-boards.service.ts';

/** Job boards (spec 3 §7; ADR 66). */
export function jobBoardRoutes(app: FastifyInstance): void {
  route(app, E.list, async (req) => ok(M.listed, await boards.listBoards(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await boards.createBoard(signedIn(req), req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await boards.getBoard(signedIn(req), req.params.id)));
  route(app, E.update, async (req) => ok(M.updated, await boards.updateBoard(signedIn(req), req.params.id, req.body)));
  route(app, E.delete, async (req) => {
    await boards.deleteBoard(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
}
