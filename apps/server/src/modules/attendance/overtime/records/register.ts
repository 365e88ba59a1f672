import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';

/** Overtime records: their approval (approver groups, the approval subject), the lists and decisions. */
export async function registerOvertimeRecords(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
