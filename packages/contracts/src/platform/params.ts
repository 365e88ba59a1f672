import { z } from 'zod';

/** `:id` of a path: a positive whole number (anything else is a 422 on that field, never a 5xx). */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
