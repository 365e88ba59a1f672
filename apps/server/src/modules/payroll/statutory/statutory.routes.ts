import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Statutory deductions (versioned tax tables), company remittances and the PAYE engine (helper B). */
export async function registerStatutory(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
