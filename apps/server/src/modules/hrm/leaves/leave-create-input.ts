import { hasPermission, leaveSelfServiceCreateSchema, type LeaveInput } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * POST /hrm/leaves serves the admin form and self-service alike (spec 2 §7 lists one call), and the
 * body's check runs before the caller is known. The route therefore validates with the employee
 * required and keeps the failure (attachValidation); here, knowing the caller, a self-service
 * employee (one who cannot create leave for others) who left the employee out is read as booking for
 * themselves, and everyone else gets the failure as it was, every field at once (ADR 23 "Create").
 */
export function createLeaveInput(
  ctx: SignedInContext,
  body: unknown,
  validationError: Error | undefined,
): LeaveInput {
  if (!validationError) return body as LeaveInput;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  if (hasPermission(ctx.user, 'create leave') || record === null || !blank(record.employee_id))
    throw validationError;
  const own = leaveSelfServiceCreateSchema.safeParse(record);
  if (own.success) return own.data;
  const errors = own.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
  throw new AppError(422, errors[0]?.message ?? validationError.message, errors);
}
