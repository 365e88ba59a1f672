import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { blankAsNull, requiredName, rowCount, rowId } from '../platform/fields.ts';
import { JOB_BOARD_MESSAGES as M } from './job-boards-messages.ts';

/** Job boards (issue 24, ADR 66): where postings are announced; the careers page is always one. */

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean().optional(),
);

export const jobBoardInputSchema = z.object({
  name: requiredName(M.nameRequired, M.nameTooLong),
  url: z.preprocess(
    blankAsNull,
    z
      .string({ error: M.urlInvalid })
      .max(500, M.urlInvalid)
      .regex(/^https?:\/\/[^\s/$.?#].\S*$/i, M.urlInvalid)
      .nullable()
      .optional(),
  ),
  active: flag.transform((v) => v ?? true),
});
export type JobBoardInput = z.input<typeof jobBoardInputSchema>;
export type JobBoardValues = z.output<typeof jobBoardInputSchema>;

export const jobBoardSchema = z.object({
  id: rowId,
  name: z.string(),
  url: z.string().nullable(),
  active: z.boolean(),
  postings_count: rowCount,
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobBoard = z.infer<typeof jobBoardSchema>;

/** The list: paging, `search_query` on the name, `active` (true or false) optional. */
export const jobBoardListQuerySchema = pagingQuerySchema.extend({
  active: z
    .preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined),
      z.boolean().optional(),
    )
    .catch(undefined),
});
export type JobBoardListQuery = z.infer<typeof jobBoardListQuerySchema>;
