import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES as M, USER_ENDPOINTS } from '@clockroom/contracts';
import { route } from '../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import { setLanguage } from './language.service.ts';

/** The signed-in user's language (ADR 32). */
export async function languageRoutes(app: FastifyInstance): Promise<void> {
  // Also before the forced password change: that screen has the same switcher.
  route(
    app,
    USER_ENDPOINTS.setLanguage,
    async (req) => ok(M.languageSaved, await setLanguage(signedIn(req), req.body.language)),
    { config: { allowPendingPasswordChange: true } },
  );
}
