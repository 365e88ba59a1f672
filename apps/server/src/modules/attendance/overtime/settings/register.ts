import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';

/** Overtime settings (spec 3 §3): work rates and overtime rules, with their assignments. */
export async function registerOvertimeSettings(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
