import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES, MESSAGES, type FieldError } from '@clockroom/contracts';
import { uniqueViolationField } from '../db/unique-violations.ts';
import { AppError } from './errors.ts';
import { validationCode } from './message-codes.ts';

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/**
 * One place decides what a failure looks like to a client: validation → 422 with per-field errors,
 * known errors → their status and message, a clash on a declared unique index → 422 on its field,
 * everything else → a generic 500 that leaks nothing. Codes are added to all of them on the way out
 * (message-codes.ts).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        ...error.details,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    // Reaches here after the route guard rolled the request's transaction back (ADR 18).
    const clash = uniqueViolationField(error);
    if (clash) return reply.code(422).send({ message: clash.message, errors: [clash] });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => {
        const message = v.message ?? MESSAGES.validationFailed;
        return { field: fieldOf(v.instancePath), message, ...validationCode(message, v.keyword) };
      });
      const [first] = errors;
      return reply
        .code(422)
        .send(
          first
            ? { message: first.message, code: first.code, errors }
            : { message: MESSAGES.validationFailed, errors },
        );
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send({ message: error.message });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? HTTP_MESSAGES.requestTooLarge
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? HTTP_MESSAGES.unsupportedContentType
            : error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
              ? HTTP_MESSAGES.unreadableBody
              : error.message;
      return reply.code(status === 400 ? 422 : status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MESSAGES.serverError });
  });
}
