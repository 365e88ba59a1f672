import { z } from 'zod';
import type { PermissionSlug } from '../permissions/catalogue.ts';
import { defineEndpoint } from './endpoint.ts';
import { listPage, pagingQuerySchema } from './envelope.ts';
import { idParamsSchema } from './params.ts';
import {
  APPROVER_SETTINGS_APIS,
  approvablesInputSchema,
  approvablesPageSchema,
  approverSuffixesOf,
  approverGroupDetailSchema,
  approverGroupInputSchema,
  approverGroupRowSchema,
  type ApproverSettingsModule,
} from './approver-groups.ts';

/** Who may read a module's approver groups, and who may change them (the module's slugs). */
export interface ApproverGroupAccess {
  view: PermissionSlug;
  manage: PermissionSlug;
}

/**
 * The seven calls of one module's approver groups (spec 2 §7 "Approvers (caller-supplied URLs)"),
 * under its base path in APPROVER_SETTINGS_APIS: GET list, POST create, GET/PUT/DELETE {id}, POST/GET
 * {id}/approvables (or the module's own suffixes, APPROVER_SETTINGS_SUFFIXES). The same for every
 * module; the module names its permissions.
 */
export function approverGroupEndpoints(
  module: ApproverSettingsModule,
  { view, manage }: ApproverGroupAccess,
) {
  const base = APPROVER_SETTINGS_APIS[module];
  const item = `${base}/:id` as const;
  const suffixes = approverSuffixesOf(module);
  const assign = `${item}/${suffixes.assign}` as const;
  const approvables = `${item}/${suffixes.list}` as const;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      query: pagingQuerySchema,
      response: listPage(approverGroupRowSchema),
      permission: view,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      body: approverGroupInputSchema,
      response: approverGroupDetailSchema,
      status: 201,
      permission: manage,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: item,
      params: idParamsSchema,
      response: approverGroupDetailSchema,
      permission: view,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: item,
      params: idParamsSchema,
      body: approverGroupInputSchema,
      response: approverGroupDetailSchema,
      permission: manage,
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: item,
      params: idParamsSchema,
      response: z.null(),
      permission: manage,
    }),
    assign: defineEndpoint({
      method: 'POST',
      path: assign,
      params: idParamsSchema,
      body: approvablesInputSchema,
      response: approverGroupDetailSchema,
      permission: manage,
    }),
    approvables: defineEndpoint({
      method: 'GET',
      path: approvables,
      params: idParamsSchema,
      query: pagingQuerySchema,
      response: approvablesPageSchema,
      permission: view,
    }),
  };
}
