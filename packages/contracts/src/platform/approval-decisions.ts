import { z } from 'zod';
import { blankAsNull, idArray, optionalId, rowCount, rowId } from '../platform/fields.ts';
import type { EndpointDefinition } from './endpoint.ts';

/**
 * One decision for every approvals inbox (ADR 31): the same input, the same result and the same
 * refusal for leave, exemptions, mobile clocks and every module after them. A module names its id
 * list (`leave_request_ids`) and its words; the rest is here once.
 */
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** The words of one module's decisions, written in its own messages file. */
export type ApprovalDecisionMessages = {
  /** The success answers, e.g. 'Leave request approved successfully'. */
  approved: string;
  rejected: string;
  /** No id given, or a bad one. */
  idsRequired: string;
  reasonRequired: string;
  reasonTooLong: string;
  /** Why an id was not decided (each id's `refused[].reason`). */
  notFound: string;
  notPending: string;
  ownRequest: string;
  notWaitingOnYou: string;
  /** The 422's message when the refused ids give different reasons. */
  noneDecided: string;
};

/** Where most modules' message tables keep each decision word (their own key names differ). */
const USUAL_KEYS = {
  approved: 'approved',
  rejected: 'rejected',
  idsRequired: 'idsRequired',
  reasonRequired: 'rejectionReasonRequired',
  reasonTooLong: 'rejectionReasonTooLong',
  notFound: 'notFound',
  notPending: 'refusedNotPending',
  ownRequest: 'refusedOwn',
  notWaitingOnYou: 'refusedNotWaiting',
  noneDecided: 'noneDecided',
} as const satisfies Record<keyof ApprovalDecisionMessages, string>;

type UsualTable = { readonly [K in (typeof USUAL_KEYS)[keyof typeof USUAL_KEYS]]: string };

/**
 * A module's decision words, read from its message table: under the usual keys (checked by the
 * compiler), or under the keys `renamed` gives for the words it names otherwise (checked on load).
 */
export function decisionMessagesFrom(table: UsualTable): ApprovalDecisionMessages;
export function decisionMessagesFrom<T extends Readonly<Record<string, unknown>>>(
  table: T,
  renamed: Partial<Record<keyof ApprovalDecisionMessages, keyof T & string>>,
): ApprovalDecisionMessages;
export function decisionMessagesFrom(
  table: Readonly<Record<string, unknown>>,
  renamed: Partial<Record<keyof ApprovalDecisionMessages, string>> = {},
): ApprovalDecisionMessages {
  const keys: Record<keyof ApprovalDecisionMessages, string> = { ...USUAL_KEYS, ...renamed };
  const word = (key: string): string => {
    const value = table[key];
    if (typeof value !== 'string') throw new Error(`the message table has no decision word '${key}'`);
    return value;
  };
  return {
    approved: word(keys.approved),
    rejected: word(keys.rejected),
    idsRequired: word(keys.idsRequired),
    reasonRequired: word(keys.reasonRequired),
    reasonTooLong: word(keys.reasonTooLong),
    notFound: word(keys.notFound),
    notPending: word(keys.notPending),
    ownRequest: word(keys.ownRequest),
    notWaitingOnYou: word(keys.notWaitingOnYou),
    noneDecided: word(keys.noneDecided),
  };
}

const reasonText = (tooLong: string) =>
  z.preprocess((v) => blankAsNull(v) ?? undefined, z.string().max(1000, tooLong).optional());

/**
 * POST /<module>/approve and /reject: `<idsField>` (or `id` for one), `reason` and `comment`. A
 * rejection's reason is checked by the server (the action is in the path, not the body); `comment`
 * is read as the reason when `reason` is absent, as leave always did.
 */
export function approvalDecisionSchema<F extends string>(
  idsField: F,
  m: Pick<ApprovalDecisionMessages, 'idsRequired' | 'reasonTooLong'>,
) {
  const ids = { [idsField]: idArray(m.idsRequired, 1).optional() } as Record<
    F,
    z.ZodOptional<ReturnType<typeof idArray>>
  >;
  return z
    .object({
      ...ids,
      id: optionalId(m.idsRequired),
      reason: reasonText(m.reasonTooLong),
      comment: reasonText(m.reasonTooLong),
    })
    .refine(
      (b: Record<string, unknown>) => {
        const list = b[idsField];
        return (Array.isArray(list) && list.length > 0) || (b['id'] ?? null) !== null;
      },
      { message: m.idsRequired, path: [idsField] },
    );
}

/** The body of a decision whose id is in the path (POST /hrm/leaves/reject/{id}): the reason alone. */
export const approvalReasonSchema = (m: Pick<ApprovalDecisionMessages, 'reasonTooLong'>) =>
  z.object({ reason: reasonText(m.reasonTooLong), comment: reasonText(m.reasonTooLong) }).nullish();

/** Why one id was not decided, in the module's words. */
export const approvalRefusalSchema = z.object({ id: rowId, reason: z.string() });
export type ApprovalRefusal = z.infer<typeof approvalRefusalSchema>;

/**
 * What every decision answers: how many were decided and which, and each other id with its reason.
 * A call that decided nothing is not a success: it is a 422 carrying `refused` beside its errors.
 */
export const approvalDecisionResultSchema = z.object({
  decided: rowCount,
  decided_ids: z.array(rowId),
  refused: z.array(approvalRefusalSchema),
});
export type ApprovalDecisionResult = z.infer<typeof approvalDecisionResultSchema>;

/**
 * One level of a request's approval as a detail view lists it (exemptions, benefits and deductions):
 * who approves, and what was decided, by whom and when. `label` is approvalLevelLabel's '1st Approver'.
 */
export const approvalLevelSchema = z.object({
  level: z.number().int(),
  label: z.string(),
  approver_name: z.string(),
  alt_approver_name: z.string().nullable(),
  /** null while undecided; approved | rejected | skipped */
  outcome: z.enum(['approved', 'rejected', 'skipped']).nullable(),
  decided_by_name: z.string().nullable(),
  comment: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
});

/**
 * A module's approve or reject call as the inbox kit sends it: a POST of the module's ids field and
 * the reason (approvalDecisionSchema), answering the one decision result.
 */
export type ApprovalDecisionEndpoint = EndpointDefinition & {
  /** PUT where the spec says so (payment schedules' PUT …/schedules/{action}, ambiguity 30). */
  method: 'POST' | 'PUT';
  body: z.ZodType<unknown, Record<string, unknown>>;
  response: z.ZodType<ApprovalDecisionResult>;
};

/** The 422 of a decision that decided nothing (`errors` on the ids field, one per reason). */
export interface ApprovalRefusedAnswer {
  message: string;
  errors: { field: string; message: string }[];
  refused: ApprovalRefusal[];
}
