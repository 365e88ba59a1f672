import { z } from 'zod';

/**
 * The approver levels both approver kits take (approver groups, category approvers): how many
 * approvers a request needs, the levels naming each one and an optional alternate, and the rules
 * between the two. The kits spell their fields differently (the spec's two payloads), so the rules
 * take the field names; the messages are each module's own.
 */

/** A person picked as approver or alternate: a positive whole number, as a form sends it. */
export const approverPersonId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

/** How many approvers: 1 to 20, one level each. */
export const approverCount = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(20, message);

/** The levels as sent: 1 to 20 of them. */
export const approverLevelList = <L extends z.ZodType>(level: L, message: string) =>
  z.array(level, { error: message }).min(1, message).max(20, message);

interface LevelNames<L> {
  /** The body's field holding the levels. */
  readonly levels: string;
  readonly approver: keyof L & string;
  readonly alternate: keyof L & string;
}

/**
 * The rules across the fields: one level for each approver counted (on the levels), and an alternate
 * who is not the level's own approver (on that level's alternate).
 */
export function checkApproverLevels<L extends Record<string, unknown>>(
  ctx: z.RefinementCtx,
  levels: readonly L[],
  count: number,
  names: LevelNames<L>,
  messages: { readonly levelsMismatch: string; readonly alternateInvalid: string },
): void {
  if (levels.length !== count) {
    ctx.addIssue({ code: 'custom', path: [names.levels], message: messages.levelsMismatch });
  }
  levels.forEach((level, i) => {
    const alternate = level[names.alternate];
    if (alternate !== null && alternate === level[names.approver]) {
      ctx.addIssue({
        code: 'custom',
        path: [names.levels, i, names.alternate],
        message: messages.alternateInvalid,
      });
    }
  });
}
