import { describe, expect, it } from 'vitest';
import { teamDeleteSchema, teamInputSchema } from './teams.ts';
import { TEAM_MESSAGES } from './teams-messages.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('team input', () => {
  it('keeps membership untouched when member_ids is absent', () => {
    expect(teamInputSchema.parse({ team_name: 'Ops' }).member_ids).toBeUndefined();
    expect(teamInputSchema.parse({ team_name: 'Ops', member_ids: [] }).member_ids).toEqual([]);
  });
  it('refuses bad members, leads and ids', () => {
    expect(firstMessage(teamInputSchema.safeParse({ team_name: 'Ops', member_ids: ['a'] }))).toBe(
      TEAM_MESSAGES.membersInvalid,
    );
    expect(firstMessage(teamInputSchema.safeParse({ team_name: 'Ops', lead_employee_id: 'x' }))).toBe(
      TEAM_MESSAGES.leadInvalid,
    );
    expect(firstMessage(teamDeleteSchema.safeParse({}))).toBe(TEAM_MESSAGES.idsRequired);
  });
});
