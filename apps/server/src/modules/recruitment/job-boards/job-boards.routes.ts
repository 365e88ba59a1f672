import type { FastifyInstance } from 'fastify';
import { JOB_BOARD_MESSAGES as M, jobBoardEndpoints as E } from '@clockroom/contracts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import * as boards from './job-boards.service.ts';

/** Job boards (spec 3 §7; ADR 66). */
export function jobBoardRoutes(app: FastifyInstance): void {
  resourceRoutes(app, E, M, {
    list: boards.listBoards,
    create: boards.createBoard,
    get: boards.getBoard,
    update: boards.updateBoard,
    delete: boards.deleteBoard,
  });
}
