import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORT_MESSAGES as M, supportMessageSchema } from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { signedIn } from '../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../platform/auth/authenticate.ts';
import { sendSupportMessage } from './support.service.ts';

export async function supportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/support/messages',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['support'],
        body: supportMessageSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      await sendSupportMessage(signedIn(req), deps, req.body);
      return { message: M.sent };
    },
  );
}
