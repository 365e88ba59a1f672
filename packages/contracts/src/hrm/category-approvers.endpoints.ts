import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import type { PermissionSlug } from '../permissions/catalogue.ts';
import { deletedCountSchema } from '../platform/fields.ts';
import {
  categoryApproverDeleteSchema,
  categoryApproverDetailSchema,
  categoryApproverInputSchema,
  categoryApproverRowSchema,
  type CategoryApproverMessages,
} from './category-approvers.ts';
import { EXEMPTION_APPROVER_MESSAGES } from './exemption-approvers.ts';
import { LEAVE_APPROVER_MESSAGES } from './leave-approvers.ts';

/**
 * The calls one module's category approver settings share under its spec base path (spec 2 §7),
 * given without its leading slash so the compiler can type the `/:id` paths: list, create, read and
 * edit, all for the module's manage permission. Schemas stay inside each `defineEndpoint`, so the
 * web build strips them (ADR 33).
 */
function categoryApproverEndpoints<const B extends string, const P extends PermissionSlug>(
  base: B,
  permission: P,
  messages: CategoryApproverMessages,
) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/${base}`,
      query: pagingQuerySchema,
      response: listPage(categoryApproverRowSchema),
      permission,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `/${base}`,
      body: categoryApproverInputSchema(messages),
      response: categoryApproverDetailSchema,
      status: 201,
      permission,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `/${base}/:id`,
      params: idParamsSchema,
      response: categoryApproverDetailSchema,
      permission,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `/${base}/:id`,
      params: idParamsSchema,
      body: categoryApproverInputSchema(messages),
      response: categoryApproverDetailSchema,
      permission,
    }),
  };
}

/** Leave approver settings (spec 2 §7); leave deletes a batch: POST …/delete {approverIds}. */
export const LEAVE_APPROVER_ENDPOINTS = {
  ...categoryApproverEndpoints(
    'hrm/leaves/settings/approversettings',
    'manage leave approvers',
    LEAVE_APPROVER_MESSAGES,
  ),
  delete: defineEndpoint({
    method: 'POST',
    path: '/hrm/leaves/settings/approversettings/delete',
    body: categoryApproverDeleteSchema(LEAVE_APPROVER_MESSAGES),
    response: deletedCountSchema,
    permission: 'manage leave approvers',
  }),
};

/** Exemption approval settings (spec 2 §7); exemptions delete one at a time: DELETE …/{id}. */
export const EXEMPTION_APPROVER_ENDPOINTS = {
  ...categoryApproverEndpoints(
    'hrm/exemptions/settings/approvals',
    'manage exemption approvers',
    EXEMPTION_APPROVER_MESSAGES,
  ),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/hrm/exemptions/settings/approvals/:id',
    params: idParamsSchema,
    response: deletedCountSchema,
    permission: 'manage exemption approvers',
  }),
};

/** Either module's set: the server's kit registers one, the web's screens call one. */
export type CategoryApproverEndpoints = typeof LEAVE_APPROVER_ENDPOINTS | typeof EXEMPTION_APPROVER_ENDPOINTS;
