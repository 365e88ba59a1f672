import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, MESSAGES, type FieldError } from '@clockroom/contracts';
import { AppError } from './errors.ts';
import { withMessageCodes } from './message-codes.ts';
import { badTextFields, undecodableQueryFields } from './input-text.ts';
import { checkUtf8 } from './utf8-stream.ts';

/** Enough to point a client at its mistakes; a body with thousands of bad strings gets the first few. */
const MAX_ERRORS = 20;

export const forbiddenCharacters = (fields: readonly string[]): AppError =>
  new AppError(
    422,
    MESSAGES.forbiddenCharacters,
    fields
      .slice(0, MAX_ERRORS)
      .map((field): FieldError => ({ field, message: MESSAGES.forbiddenCharacters })),
  );

/**
 * Refuses text no column can hold, for values read outside the request hooks (multipart fields and
 * file names): `values` maps each field name to what the client sent.
 */
export function refuseBadText(values: Record<string, unknown>): void {
  const fields = badTextFields(values);
  if (fields.length > 0) throw forbiddenCharacters(fields);
}

/**
 * PostgreSQL refuses a NUL in text (`invalid byte sequence for encoding "UTF8": 0x00`), and a lone
 * surrogate or a byte that is not UTF-8 silently becomes U+FFFD on the way in. Either way the fault is
 * the client's, so it is refused once, here, as a 422 that names the field, before any handler (and
 * so any SQL) runs, instead of a 500 or altered data in every module that stores text.
 */
export function installInputGuard(app: FastifyInstance): void {
  const notUtf8 = new WeakSet<FastifyRequest>();
  app.addHook('preParsing', async (request, _reply, payload) => {
    // Uploads carry binary files; their text fields are checked by refuseBadText in upload.ts. Read
    // from the header: isMultipart() is only set by the parser, after this hook, and piping an upload
    // here would drain the raw stream @fastify/multipart reads later (empty uploads on PostgreSQL,
    // where the handler starts reading only after the transaction's opening round trip).
    const type = request.headers['content-type'];
    if (type === undefined || /^multipart\//i.test(type)) return payload;
    return checkUtf8(payload, () => notUtf8.add(request));
  });
  app.addHook('preValidation', async (request) => {
    // Invalid bytes reach the parsed body as U+FFFD, so in such a body that character marks them.
    const replaced = notUtf8.has(request);
    const fields = [
      ...badTextFields(request.params),
      ...badTextFields(request.query),
      ...undecodableQueryFields(request.url),
      ...badTextFields(request.body, replaced),
    ];
    if (replaced && fields.length === 0) fields.push('body');
    if (fields.length > 0) throw forbiddenCharacters([...new Set(fields)]);
  });
}

/**
 * Fastify's `frameworkErrors`: a path whose escapes are not UTF-8 (`/employees/%FF`) is refused by the
 * router before any hook runs; answer it in the API's shape rather than Fastify's, codes included (no
 * preSerialization hook runs here either).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    const { message, errors } = forbiddenCharacters(['path']);
    return reply.code(422).send(withMessageCodes({ message, errors }));
  }
  // FST_ERR_MAX_PARAM_LENGTH (414): a path segment longer than any id or name the API has.
  const status = error.statusCode ?? 400;
  const message = status === 414 ? HTTP_MESSAGES.requestTooLarge : MESSAGES.validationFailed;
  return reply.code(status).send(withMessageCodes({ message }));
}
