import {
  CANTEEN_MEAL_LOG_REPORT,
  CANTEEN_MESSAGES,
  CANTEEN_MESSAGES_FR,
  CANTEEN_REPORT_WORDS,
  REFUSAL_MESSAGE_KEY,
  wordOf,
  type Language,
  type MealLogFilter,
  type MealRow,
} from '@clockroom/contracts';
import type { ReportSource } from '../../platform/exports/report-export.ts';
import * as repo from './meals.repository.ts';

/**
 * The month's meal log as a file (CSV, XLSX, PDF) through the report kit (ADR 34, 55): the same
 * filter as the screen, money from kobo with a totals row, status and reason in the file's language.
 */
export type MealLogFileFilter = MealLogFilter & { language: Language };

const kobo = (naira: string) => Math.round(Number(naira) * 100);

function fileRow(m: MealRow, language: Language, timezone: string): Record<string, unknown> {
  const reason = m.refusal_reason ? REFUSAL_MESSAGE_KEY[m.refusal_reason] : null;
  const messages = language === 'fr' ? CANTEEN_MESSAGES_FR : CANTEEN_MESSAGES;
  return {
    day: m.day,
    time: new Date(m.served_at).toLocaleTimeString('en-GB', { timeZone: timezone, hour12: false }),
    employee_name: m.employee_name,
    pin: m.pin,
    branch: m.branch,
    meal_plan: m.meal_plan,
    point: m.point,
    status: wordOf(CANTEEN_REPORT_WORDS, m.status, language),
    reason: reason ? messages[reason] : null,
    price: kobo(m.price),
    employee_share: kobo(m.employee_share),
    company_share: kobo(m.company_share),
  };
}

export const mealLogFile: ReportSource<MealLogFileFilter> = {
  report: CANTEEN_MEAL_LOG_REPORT,
  async prepare(ctx, filter) {
    const range = await repo.monthRange(ctx.tx, ctx.companyId, filter.month);
    const total = await repo.countLog(ctx.tx, ctx.companyId, range, filter);
    const timezone = ctx.user.employee.company.timezone;
    return {
      total,
      rows: async (c, page) =>
        (await repo.readLog(c.tx, c.companyId, range, filter, page)).map((m) =>
          fileRow(m, filter.language, timezone),
        ),
    };
  },
};
