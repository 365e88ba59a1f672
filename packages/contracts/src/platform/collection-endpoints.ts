import type { z } from 'zod';
import type { PermissionSlug } from '../permissions/catalogue.ts';
import { defineEndpoint, type SIGNED_IN_ONLY } from './endpoint.ts';
import { listPage } from './envelope.ts';

type Permission = PermissionSlug | typeof SIGNED_IN_ONLY;

/** What a resource's list and create calls differ by. */
interface CollectionCalls<P extends string, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  /** The resource's list: both calls are at this path. */
  readonly path: `/${P}`;
  /** The list's paging and filters. */
  readonly query: Q;
  /** What the create sends. */
  readonly body: B;
  /** The record: each row of the list's page, and what the create answers. */
  readonly response: R;
  /** Who may list, and who may create. */
  readonly permission: { readonly list: Permission; readonly create: Permission };
  /** OpenAPI's text for a call, where the module says more than the call's name. */
  readonly description?: { readonly list?: string; readonly create?: string };
  readonly tags?: readonly string[];
}

/**
 * A resource's list (GET `<path>`, a page of records) and create (POST `<path>`, 201 with the record),
 * the other half of `recordEndpoints`. The web build strips the schemas from this call's argument as
 * it does from `defineEndpoint` (vite.config.ts `endpointsWithoutSchemas`), so the argument is an
 * object written at the call, and the schemas are read inside each definition.
 */
export const collectionEndpoints = <
  const P extends string,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  collection: CollectionCalls<P, Q, B, R>,
) => {
  const { path, permission, tags } = collection;
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      query: collection.query,
      response: listPage(collection.response),
      description: collection.description?.list,
      permission: permission.list,
      tags,
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      body: collection.body,
      response: collection.response,
      status: 201,
      description: collection.description?.create,
      permission: permission.create,
      tags,
    }),
  };
};
