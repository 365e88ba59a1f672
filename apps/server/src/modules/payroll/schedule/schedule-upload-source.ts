import {
  SALARY_SCHEDULE_MESSAGES as M,
  type PaymentUploadCreated,
  type SalaryScheduleFilter,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { scopeFor } from './schedule.service.ts';
import { readMonthForUpload, type MonthForUpload } from './schedule-upload.repository.ts';

/**
 * The run's `mode: 'upload'` (issue 21, ADR 59) hands the request to the maker salary payments
 * registers (payments/uploads), so payroll never imports it; what it reads of the month is
 * schedule-upload.repository.ts.
 */
/** The scope's confirmed rows (another company's branch, department or group in the filter: a 404). */
export async function monthForUpload(
  ctx: SignedInContext,
  filter: SalaryScheduleFilter,
): Promise<MonthForUpload> {
  return readMonthForUpload(ctx.tx, ctx.companyId, await scopeFor(ctx, filter));
}

export type UploadMaker = (
  ctx: SignedInContext,
  filter: SalaryScheduleFilter,
  paymentOptionId: number | null,
) => Promise<{ message: string; data: PaymentUploadCreated }>;

let maker: UploadMaker | null = null;

/** Salary payments register how a month is uploaded (payments/index.ts). */
export function registerUploadMaker(fn: UploadMaker): void {
  maker = fn;
}

export function makeUpload(
  ctx: SignedInContext,
  filter: SalaryScheduleFilter,
  paymentOptionId: number | null,
): Promise<{ message: string; data: PaymentUploadCreated }> {
  if (!maker)
    throw new AppError(422, M.uploadFromPayments, [{ field: 'mode', message: M.uploadFromPayments }]);
  return maker(ctx, filter, paymentOptionId);
}
