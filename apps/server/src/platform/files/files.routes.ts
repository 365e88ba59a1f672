import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../auth/authenticate.ts';
import { signedIn } from '../http/route-helpers.ts';
import { fileResponse } from './file-response.ts';
import { readDownload, readPublicFile } from './files.service.ts';
import { sendFile, sendPrivateFile } from './send-file.ts';
import type { FileStorage } from './storage.ts';

const params = z.object({ fileName: z.string().max(120) });

/** Public files are pictures and logos, which uploads accept as JPEG or PNG only. */
const publicFileResponse = fileResponse('The picture or logo', ['image/jpeg', 'image/png']);
/** Downloads keep the type they were stored with: exports (CSV, XLSX, PDF) and employee documents. */
const downloadResponse = fileResponse('The file, as an attachment', ['application/octet-stream']);

/** GET /files/{name} serves public pictures and logos; GET /downloads/{name} serves private exports. */
export async function fileRoutes(app: FastifyInstance, storage: FileStorage): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/files/:fileName',
    { config: { public: true }, schema: { tags: ['files'], params, response: publicFileResponse } },
    async (req, reply) => {
      const file = await readPublicFile(req.ctx, storage, req.params.fileName);
      void reply.header('cache-control', 'private, max-age=86400');
      return sendFile(reply, file, 'inline');
    },
  );
  api.get(
    '/downloads/:fileName',
    { config: { permission: SIGNED_IN }, schema: { tags: ['files'], params, response: downloadResponse } },
    async (req, reply) => {
      const file = await readDownload(signedIn(req), storage, req.params.fileName);
      return sendPrivateFile(reply, file);
    },
  );
}
