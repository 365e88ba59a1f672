import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';

/** Payslips: the ESS views, the PDF, the mail on confirm and the ESS dashboard (helper F). */
export async function registerPayslips(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
