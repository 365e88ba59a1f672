import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  VALIDATION_MESSAGES,
  messageCatalogue,
  messageCodeShape,
  type MessageCode,
} from '@clockroom/contracts';

/**
 * Every answer carries its message's code (ADR 32), added here once for all modules: a handler, the
 * error handler and Zod's validation mapping keep answering English texts, and this finds each text's
 * code and parameters in the catalogue. A text the catalogue does not hold leaves with no code and is
 * remembered, so tests can list them (the goal is none).
 */
const uncoded = new Set<string>();
const MAX_REMEMBERED = 100;

/** Texts answered since start-up that no catalogue entry matched. */
export function uncodedMessages(): string[] {
  return [...uncoded].sort();
}

function codeOf(message: string): MessageCode | undefined {
  const found = messageCatalogue.codeOf(message);
  // Bounded: a client can make the server answer texts built from its input.
  if (!found && uncoded.size < MAX_REMEMBERED) uncoded.add(message.slice(0, 300));
  return found;
}

type Coded = Record<string, unknown> & { message: string };

function withCode<T extends Coded>(item: T): T {
  if (typeof item['code'] === 'string') return item;
  const found = codeOf(item.message);
  if (!found) return item;
  const { message, ...rest } = item;
  // message first, then its code: the order a reader expects, whatever the handler wrote.
  return {
    message,
    code: found.code,
    ...(found.params ? { params: found.params } : {}),
    ...rest,
  } as unknown as T;
}

const isCoded = (v: unknown): v is Coded =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Coded).message === 'string';

/**
 * The code of a Zod check's message: its catalogue code when a contract named the message, else the
 * code of the check's kind, since Zod's own texts vary with the value and are in no table.
 */
export function validationCode(message: string, kind: string): MessageCode {
  const found = messageCatalogue.codeOf(message);
  if (found) return found;
  return { code: `validation.${kind in VALIDATION_MESSAGES ? kind : 'custom'}` };
}

/** An answer's body with codes on its message and on each of its field errors. */
export function withMessageCodes(payload: unknown): unknown {
  if (!isCoded(payload)) return payload;
  const coded = withCode(payload);
  const errors = coded['errors'];
  if (!Array.isArray(errors)) return coded;
  return { ...coded, errors: errors.map((e) => (isCoded(e) ? withCode(e) : e)) };
}

export function installMessageCodes(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload) => withMessageCodes(payload));
}

/**
 * A response schema that writes `message` also writes its code: envelopes declare it already (contracts
 * `envelope()`), this covers the few routes that answer `{ message }` with a schema of their own.
 */
export function declaringMessageCode(schema: z.ZodType): z.ZodType {
  if (!(schema instanceof z.ZodObject)) return schema;
  const shape = schema.shape as Record<string, unknown>;
  if (!('message' in shape) || 'code' in shape) return schema;
  return schema.extend(messageCodeShape);
}
