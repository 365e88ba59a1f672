import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { TEAM_MESSAGES } from './teams-messages.ts';
import {
  idArray,
  optionalId,
  optionalText,
  personRefSchema,
  requiredName,
  rowCount,
  rowId,
} from '../platform/fields.ts';

/** Teams (spec 1 §3, §7 "Departments and teams"): groups of employees across branches. */

export const teamInputSchema = z.object({
  team_name: requiredName(TEAM_MESSAGES.nameRequired, TEAM_MESSAGES.nameTooLong),
  lead_employee_id: optionalId(TEAM_MESSAGES.leadInvalid),
  description: optionalText(1000, TEAM_MESSAGES.descriptionTooLong),
  /** The whole membership: listed employees join; absent means "leave membership as it is". */
  member_ids: idArray(TEAM_MESSAGES.membersInvalid).optional(),
});
export type TeamInput = z.infer<typeof teamInputSchema>;

export const teamListQuerySchema = pagingQuerySchema;

/** POST /organization/teams/delete: mirrors departments' {departmentIds}. */
export const teamDeleteSchema = z.object({ teamIds: idArray(TEAM_MESSAGES.idsRequired, 1) });

/** One team in the list. */
export const teamRowSchema = z.object({
  id: rowId,
  team_name: z.string(),
  description: z.string().nullable(),
  lead: personRefSchema.nullable(),
  /** Current (not archived) members. */
  members_count: rowCount,
});
export type TeamRow = z.infer<typeof teamRowSchema>;

/** One team with its current members, as the detail, create and update answer it. */
export const teamDetailSchema = teamRowSchema.extend({
  members: z.array(personRefSchema.extend({ pin: z.string().nullable(), department: z.string().nullable() })),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;
