import { HOLIDAY_MESSAGES as M, type PublicHoliday } from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { audit } from '../../../../platform/audit/audit.ts';
import { registerUniqueConstraint } from '../../../../platform/db/unique-violations.ts';
import * as repo from './public-holidays.repository.ts';

// One holiday per date: public_holidays_date_key decides, the error handler answers (ADR 18).
registerUniqueConstraint('public_holidays_date_key', { field: 'date', message: M.dateTaken });

interface HolidayInput {
  id?: number | undefined;
  name: string;
  date: string;
  recurring: boolean;
}

export async function listHolidays(ctx: SignedInContext, year: number | undefined) {
  const results: PublicHoliday[] = await repo.listHolidays(ctx.tx, ctx.companyId, year);
  return { results, total: results.length };
}

/** PUT creates without an id and updates with one; one holiday per date (a 422 on the date). */
export async function saveHoliday(ctx: SignedInContext, input: HolidayInput): Promise<PublicHoliday> {
  const before = input.id === undefined ? undefined : await repo.findHoliday(ctx.tx, ctx.companyId, input.id);
  if (input.id !== undefined && !before) throw notFound(M.notFound);
  const values = { name: input.name, holidayDate: input.date, recurring: input.recurring };
  const saved =
    input.id === undefined
      ? await repo.insertHoliday(ctx.tx, { companyId: ctx.companyId, ...values })
      : await repo.updateHoliday(ctx.tx, ctx.companyId, input.id, values);
  await audit(ctx, {
    action: before ? 'update' : 'create',
    entity: 'public holiday',
    entityId: saved.id,
    description: `${before ? 'Updated' : 'Added'} the public holiday ${saved.name} (${saved.date})`,
    before,
    after: saved,
  });
  return saved;
}

export async function deleteHoliday(ctx: SignedInContext, id: number): Promise<void> {
  const holiday = await repo.findHoliday(ctx.tx, ctx.companyId, id);
  if (!holiday) throw notFound(M.notFound);
  await repo.deleteHoliday(ctx.tx, ctx.companyId, id);
  await audit(ctx, {
    action: 'delete',
    entity: 'public holiday',
    entityId: id,
    description: `Deleted the public holiday ${holiday.name} (${holiday.date})`,
    before: holiday,
  });
}
