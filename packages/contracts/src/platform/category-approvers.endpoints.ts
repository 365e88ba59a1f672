import { defineEndpoint } from './endpoint.ts';
import { listPage, pagingQuerySchema } from './envelope.ts';
import { idParamsSchema } from './params.ts';
import type { PermissionSlug } from '../permissions/catalogue.ts';
import { deletedCountSchema } from './fields.ts';
import {
  categoryApproverDeleteSchema,
  categoryApproverDetailSchema,
  categoryApproverInputSchema,
  categoryApproverRowSchema,
  type CategoryApproverMessages,
} from './category-approvers.ts';

/**
 * The calls one module's category approver settings share under its spec base path (spec 2 §7),
 * given without its leading slash so the compiler can type the `/:id` paths: list, create, read and
 * edit. Reads may need a lighter permission than writes (loans: view loans / manage loan settings).
 * Schemas stay inside each `defineEndpoint`, so the web build strips them (ADR 33).
 */
export function categoryApproverEndpoints<
  const B extends string,
  const W extends PermissionSlug,
  const R extends PermissionSlug = W,
>(base: B, write: W, messages: CategoryApproverMessages, read?: R) {
  const readPermission = (read ?? write) as R;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/${base}`,
      query: pagingQuerySchema,
      response: listPage(categoryApproverRowSchema),
      permission: readPermission,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `/${base}`,
      body: categoryApproverInputSchema(messages),
      response: categoryApproverDetailSchema,
      status: 201,
      permission: write,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `/${base}/:id`,
      params: idParamsSchema,
      response: categoryApproverDetailSchema,
      permission: readPermission,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `/${base}/:id`,
      params: idParamsSchema,
      body: categoryApproverInputSchema(messages),
      response: categoryApproverDetailSchema,
      permission: write,
    }),
  };
}

/** The batch delete leave and loans use: POST …/delete {approverIds}. */
export function categoryApproverBatchDelete<const B extends string, const W extends PermissionSlug>(
  base: B,
  write: W,
  messages: CategoryApproverMessages,
) {
  return defineEndpoint({
    method: 'POST',
    path: `/${base}/delete`,
    body: categoryApproverDeleteSchema(messages),
    response: deletedCountSchema,
    permission: write,
  });
}

/** The one-at-a-time delete exemptions use: DELETE …/{id}. */
export function categoryApproverSingleDelete<const B extends string, const W extends PermissionSlug>(
  base: B,
  write: W,
) {
  return defineEndpoint({
    method: 'DELETE',
    path: `/${base}/:id`,
    params: idParamsSchema,
    response: deletedCountSchema,
    permission: write,
  });
}

/** Any module's set as the server's kit registers it and the web's screens call it. */
export type CategoryApproverEndpoints = ReturnType<
  typeof categoryApproverEndpoints<string, PermissionSlug>
> & {
  delete:
    | ReturnType<typeof categoryApproverBatchDelete<string, PermissionSlug>>
    | ReturnType<typeof categoryApproverSingleDelete<string, PermissionSlug>>;
};
