import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { inviteEmployeeSchema, inviteResultSchema, pendingInviteSchema } from './invites.ts';

/** Invitations (spec 1 §7 POST /organization/employees/invite; list and resend are ours). */
export const INVITE_ENDPOINTS = {
  /** A new invitation, or a fresh mail for a pending one. */
  invite: defineEndpoint({
    method: 'POST',
    path: '/organization/employees/invite',
    body: inviteEmployeeSchema,
    response: inviteResultSchema,
    permission: 'invite employee',
  }),
  pending: defineEndpoint({
    method: 'GET',
    path: '/organization/employees/invites',
    query: pagingQuerySchema,
    response: listPage(pendingInviteSchema),
    permission: 'invite employee',
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/organization/employees/invites/:id/resend',
    params: idParamsSchema,
    response: inviteResultSchema,
    permission: 'invite employee',
  }),
};
