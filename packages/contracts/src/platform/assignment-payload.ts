import { z } from 'zod';
import { idArray } from './fields.ts';

/** A module's words for the assignment payload's two refusals. */
interface AssignmentMessages {
  /** An id list that is not a list of ids ('Please select valid employees'). */
  readonly idsInvalid: string;
  /** Nothing to assign and nothing to unassign ('Kindly select or deselect employees'). */
  readonly selectionRequired: string;
}

type Lists = { assign_category_type_ids: number[]; unassign_category_type_ids: number[] };
const selected = (v: Lists) => v.assign_category_type_ids.length + v.unassign_category_type_ids.length > 0;

/**
 * The assignment widget's payload (spec 3 §3): `assign_category_type_ids` and
 * `unassign_category_type_ids`, none by default, after the fields of `shape` (the module's reading of
 * `category_type`, and what is assigned where the path does not say it) and before those of `after`.
 * Sending neither list is refused on the assign list with `selectionRequired`. Mobile clock
 * locations, overtime work rates and rules, approver groups and work shifts take it.
 */
export const assignmentPayload = <S extends z.ZodRawShape, A extends z.ZodRawShape = Record<never, never>>(
  messages: AssignmentMessages,
  shape: S,
  after?: A,
) =>
  z
    .object({
      ...shape,
      assign_category_type_ids: idArray(messages.idsInvalid).default([]),
      unassign_category_type_ids: idArray(messages.idsInvalid).default([]),
      ...(after as A),
    })
    .refine((v) => selected(v as unknown as Lists), {
      message: messages.selectionRequired,
      path: ['assign_category_type_ids'],
    });
