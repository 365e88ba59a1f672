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
export interface PendingInvite {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  branch: { id: number; station_name: string } | null;
  department: { id: number; department_name: string } | null;
  invited_at: string;
}

export interface InviteResult {
  id: number;
  email: string;
  resent: boolean;
}
