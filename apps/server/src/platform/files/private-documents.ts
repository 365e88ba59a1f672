import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { SignedInContext } from '../http/context.ts';
import { invalidField } from '../http/errors.ts';
import { route } from '../http/endpoint-route.ts';
import { signedIn } from '../http/route-helpers.ts';
import type { OneRecord } from '../http/service-route.ts';
import { readUpload, type Upload, type UploadRules } from './upload.ts';
import { storeFile, type FileContent } from './files.service.ts';
import { fileResponse } from './file-response.ts';
import { sendPrivateFile } from './send-file.ts';

/** The real type each accepted name ending of a document must have. */
const DOCUMENT_TYPES: Record<string, string> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

/** Whether a document's name ending names the type its bytes are (`jpg` and `jpeg` both JPEG). */
export const nameAgrees = (upload: Pick<Upload, 'extension' | 'type'>): boolean =>
  DOCUMENT_TYPES[upload.extension] === upload.type;

/**
 * A signed document (a mandate, a certificate) as a PDF, JPG or PNG: the platform's upload rules
 * check the name and the bytes each against the lists, and a document wants them to agree too, so a
 * `.png` whose bytes are a PDF is refused with the rules' type message.
 */
export async function readDocument(req: FastifyRequest, rules: Omit<UploadRules, 'types'>): Promise<Upload> {
  const upload = await readUpload(req, { ...rules, types: ['pdf', 'jpeg', 'png'] });
  if (!nameAgrees(upload)) throw invalidField(rules.field, rules.messages.type);
  return upload;
}

/** Keeps an upload as a private file of `kind`: read back only through its area's own route. */
export const storePrivateUpload = (ctx: SignedInContext, deps: AppDeps, kind: string, upload: Upload) =>
  storeFile(ctx, deps.files, {
    kind,
    originalName: upload.originalName,
    mimeType: upload.mimeType,
    extension: upload.extension,
    bytes: upload.bytes,
    isPublic: false,
  });

/** An uploaded document's 200 in OpenAPI: the bytes as uploaded, in one of the document types. */
export const documentResponse = (description: string) =>
  fileResponse(description, ['application/pdf', 'image/jpeg', 'image/png']);

/**
 * GET of a record's private file (a CV, a mandate, a certificate) as a download: the service finds
 * the file the record names, or its 404, for the signed-in caller; `response` tells OpenAPI its types.
 */
export function privateFileRoute<E extends OneRecord>(
  app: FastifyInstance,
  endpoint: E,
  response: ReturnType<typeof fileResponse>,
  file: (ctx: SignedInContext, id: number) => Promise<FileContent>,
): void {
  route(
    app,
    endpoint,
    async (req, reply) =>
      sendPrivateFile(reply, await file(signedIn(req), (req.params as { id: number }).id)),
    { fileResponse: response },
  );
}
