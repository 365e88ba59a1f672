import type { FastifyInstance } from 'fastify';
import { JOB_BOARD_MESSAGES as M, jobBoardEndpoints as E } from '@clockroom/contracts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import * as boards from './job-boards.service.ts';

/** Job boards (spec 3 §7; ADR 66). */
export function jobBoardRoutes(app: FastifyInstance): void {
  crudRoutes(app, {
    list: [E.list, M.listed, boards.listBoards],
    create: [E.create, M.created, boards.createBoard],
    get: [E.get, M.loaded, boards.getBoard],
    update: [E.update, M.updated, boards.updateBoard],
    delete: [E.delete, M.deleted, boards.deleteBoard],
  });
}
