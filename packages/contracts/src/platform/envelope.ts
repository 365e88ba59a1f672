import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

/**
 * A message's stable code and the values it was built from (ADR 32): the server adds them to every
 * answer and field error whose English text the message catalogue knows; `message` stays the spec's
 * English for clients that read it.
 */
export const messageCodeShape = {
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
};

/** Success envelope: `{ message, code, params, data }` (ARCHITECTURE §4). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), ...messageCodeShape, data });
/** A list's `data`: one page of rows and the total (an endpoint's `response`, ADR 33). */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), total: z.number().int() });
export const listEnvelope = <T extends z.ZodType>(item: T) => envelope(listPage(item));
/** An answer that is its message alone (an endpoint's `response` with `answer: 'whole'`). */
export const messageOnlySchema = z.object({ message: z.string() });

export interface Envelope<T> {
  message: string;
  code?: string | undefined;
  params?: Record<string, string> | undefined;
  data: T;
}
export interface ListPage<T> {
  results: T[];
  total: number;
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string(), ...messageCodeShape });
export const errorBodySchema = z.object({
  message: z.string(),
  ...messageCodeShape,
  errors: z.array(fieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query strings arrive as text; empty strings mean "no filter" (spec: filters are sent only when non-empty). */
const optionalInt = (fallback: number, max?: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    max === undefined
      ? z.number().int().min(1).default(fallback)
      : z.number().int().min(1).max(max).default(fallback),
  );

/** Paging accepts `perPage` and `per_page` (spec ambiguity 26: both spellings are in use). */
export const pagingQuerySchema = z.object({
  page: optionalInt(DEFAULT_PAGE),
  perPage: optionalInt(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE).optional(),
  per_page: optionalInt(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE).optional(),
  search_query: z.string().trim().optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
  search: string | undefined;
}

export function toPaging(q: PagingQuery): Paging {
  const perPage = q.perPage ?? q.per_page ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? DEFAULT_PAGE;
  const search = q.search_query ? q.search_query : undefined;
  return { page, perPage, offset: (page - 1) * perPage, search };
}
