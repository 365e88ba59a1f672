import type { FastifyReply } from 'fastify';
import type { FileContent } from './files.service.ts';

/**
 * A stored file as the answer: its own type, and its original name made safe for the header. Private
 * ones (exports, mandates, certificates) go as `attachment` and are never cached.
 */
export function sendFile(reply: FastifyReply, file: FileContent, disposition: 'inline' | 'attachment') {
  const name = file.originalName.replace(/[^\w. -]/g, '_');
  return reply
    .type(file.mimeType)
    .header('content-disposition', `${disposition}; filename="${name}"`)
    .send(file.bytes);
}

/** A private stored file as a download: an attachment, never cached. */
export const sendPrivateFile = (reply: FastifyReply, file: FileContent) =>
  sendFile(reply.header('cache-control', 'no-store'), file, 'attachment');
