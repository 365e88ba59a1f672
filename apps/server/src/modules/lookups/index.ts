import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { lookupRoutes } from './lookups.routes.ts';

/** Shared reference lists: countries, states, cities (LGAs) and banks. */
export async function registerLookupsModule(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  await lookupRoutes(app);
}
