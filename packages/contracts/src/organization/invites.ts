import { z } from 'zod';
import { employeeProfileFields, optionalId } from './employee-form.ts';

/**
 * POST /organization/employees/invite (spec 1 §7, payload not shown there; docs/decisions):
 * the few fields HR knows before the person starts. The invitee fills in the rest at /get-started.
 */
export const inviteEmployeeSchema = z.object({
  first_name: employeeProfileFields.shape.first_name,
  last_name: employeeProfileFields.shape.last_name,
  email: employeeProfileFields.shape.email,
  branch_id: optionalId,
  department_id: optionalId,
  /** Role ids; none means the default Employee role (self-service only). */
  roles: z
    .array(
      z.coerce
        .number({ error: 'Kindly select a valid option' })
        .int()
        .positive('Kindly select a valid option'),
    )
    .max(20)
    .optional(),
});
export type InviteEmployeeInput = z.infer<typeof inviteEmployeeSchema>;
export type InviteEmployeePayload = z.input<typeof inviteEmployeeSchema>;

/** A pending invitation: an invited employee whose account is not activated yet. */
export const pendingInviteSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  branch: z.object({ id: z.number(), station_name: z.string() }).nullable(),
  department: z.object({ id: z.number(), department_name: z.string() }).nullable(),
  /** ISO 8601. */
  invited_at: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

/** POST invite and POST invites/{id}/resend: who was mailed, and whether it was a fresh mail for a pending one. */
export const inviteResultSchema = z.object({
  id: z.number(),
  email: z.string(),
  resent: z.boolean(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;
