import { z } from 'zod';

/**
 * Field schemas every module's contracts share (they began as branches', departments' and teams'):
 * the same blank-means-none rules for their forms, and the same `{ id, name }` reference to a person
 * in their answers.
 */

/** Blank optional text arrives as '' from forms; the API stores it as null. Other text is trimmed. */
export const blankAsNull = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v;

export const optionalText = (max: number, message: string) =>
  z.preprocess(blankAsNull, z.string().max(max, message).nullable().optional());

export const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(150, tooLong);

/** An optional reference: '', null or absent mean "none". */
export const optionalId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message).nullable().optional(),
  );

/**
 * A required reference in a body or query: '' and null read as absent, so the one message answers
 * a missing, blank or bad id alike (the payroll forms' selects send either when cleared).
 */
export const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2 ** 53 - 1, message),
  );

/** An optional web address (a training's or an interview's link): http(s), at most 500 characters. */
export const optionalLink = (message: string) =>
  z.preprocess(
    blankAsNull,
    z
      .string({ error: message })
      .max(500, message)
      .regex(/^https?:\/\/\S+$/i, message)
      .nullable()
      .optional(),
  );

/** A list of ids; any bad item fails the list itself, so the message lands beside the field. */
const isId = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) &&
  Number.isSafeInteger(Number(v)) &&
  Number(v) > 0;
export const idArray = (message: string, min = 0) =>
  z
    .array(z.unknown(), { error: message })
    .min(min, message)
    .max(1000, message)
    .refine((list) => list.every(isId), message)
    .transform((list) => list.map(Number));

/** A row's own id in an answer. */
export const rowId = z.number().int();
/** A count computed for a row (employees, departments, members). */
export const rowCount = z.number().int().nonnegative();

/**
 * An employee as an assignment widget lists them (a clock location's, a shift's, an approver group's,
 * an overtime rule's, a pay package's): name, pin, department and branch, after the row's own id.
 */
export const assignedEmployeeFields = {
  employee_name: z.string(),
  pin: z.string().nullable(),
  department: z.string().nullable(),
  branch: z.string().nullable(),
};

/** A person named in an answer: a department's head, a team's lead. */
export const personRefSchema = z.object({ id: rowId, name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** The batch deletes' answer (departments, teams): how many went, all or nothing. */
export const deletedCountSchema = z.object({ deleted: rowCount });
export type DeletedCount = z.infer<typeof deletedCountSchema>;
