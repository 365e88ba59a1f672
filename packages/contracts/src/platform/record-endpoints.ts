import { z } from 'zod';
import type { PermissionSlug } from '../permissions/catalogue.ts';
import { defineEndpoint, type SIGNED_IN_ONLY } from './endpoint.ts';
import { idParamsSchema } from './params.ts';

type Permission = PermissionSlug | typeof SIGNED_IN_ONLY;

/** What one record's read, edit and delete calls differ by. */
interface RecordCalls<P extends string, B extends z.ZodType, R extends z.ZodType> {
  /** The resource's list: the record is at `<path>/:id`. */
  readonly path: `/${P}`;
  /** What the edit sends (the create's body, as a rule). */
  readonly body: B;
  /** The record, as the read and the edit answer it. */
  readonly response: R;
  /** Who may read, edit and delete it. */
  readonly permission: { readonly get: Permission; readonly update: Permission; readonly delete: Permission };
  /** OpenAPI's text for a call, where the module says more than the call's name. */
  readonly description?: { readonly get?: string; readonly update?: string; readonly delete?: string };
  readonly tags?: readonly string[];
}

/**
 * One record's GET, PUT and DELETE at `<path>/:id` (the delete answers null). The web build strips the
 * schemas from this call's argument as it does from `defineEndpoint` (vite.config.ts
 * `endpointsWithoutSchemas`), so the argument is an object written at the call, and the schemas are
 * read inside each definition.
 */
export const recordEndpoints = <const P extends string, B extends z.ZodType, R extends z.ZodType>(
  record: RecordCalls<P, B, R>,
) => {
  const { permission, tags } = record;
  const path = `${record.path}/:id` as const;
  return {
    get: defineEndpoint({
      method: 'GET',
      path,
      params: idParamsSchema,
      response: record.response,
      description: record.description?.get,
      permission: permission.get,
      tags,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path,
      params: idParamsSchema,
      body: record.body,
      response: record.response,
      description: record.description?.update,
      permission: permission.update,
      tags,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path,
      params: idParamsSchema,
      response: z.null(),
      description: record.description?.delete,
      permission: permission.delete,
      tags,
    }),
  };
};
