import type { Tx } from '../../platform/db/database.ts';
import { publicHolidays } from '../schema/index.ts';

/**
 * Nigeria's 2026 public holidays for the demo tenant. Fixed-date holidays recur every year; the
 * Christian and Islamic ones move, so they are dated for 2026 only (Islamic dates follow the
 * expected moon sighting and are announced by the Federal Government each year).
 */
export const NIGERIA_2026_HOLIDAYS = [
  { name: "New Year's Day", date: '2026-01-01', recurring: true },
  { name: 'Eid al-Fitr', date: '2026-03-20', recurring: false },
  { name: 'Eid al-Fitr holiday', date: '2026-03-21', recurring: false },
  { name: 'Good Friday', date: '2026-04-03', recurring: false },
  { name: 'Easter Monday', date: '2026-04-06', recurring: false },
  { name: "Workers' Day", date: '2026-05-01', recurring: true },
  { name: 'Eid al-Adha', date: '2026-05-27', recurring: false },
  { name: 'Eid al-Adha holiday', date: '2026-05-28', recurring: false },
  { name: 'Democracy Day', date: '2026-06-12', recurring: true },
  { name: 'Eid al-Mawlid', date: '2026-08-26', recurring: false },
  { name: 'Independence Day', date: '2026-10-01', recurring: true },
  { name: 'Christmas Day', date: '2026-12-25', recurring: true },
  { name: 'Boxing Day', date: '2026-12-26', recurring: true },
] as const;

export async function seedPublicHolidays(tx: Tx, companyId: number): Promise<void> {
  await tx.insert(publicHolidays).values(
    NIGERIA_2026_HOLIDAYS.map((h) => ({
      companyId,
      name: h.name,
      holidayDate: h.date,
      recurring: h.recurring,
    })),
  );
}
