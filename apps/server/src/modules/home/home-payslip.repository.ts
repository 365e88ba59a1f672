import { sql } from 'drizzle-orm';
import { koboToNaira, type HomePayslip } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';

/**
 * The home dashboard's payslip card (spec 2 "Home dashboard response": payslip (grosspay, netpay)):
 * the viewer's latest payslip, a salary schedule row that is confirmed or imported (payroll's ADR
 * 46); null when they have none. One month's pay is far below 2^53 kobo, so a number is exact.
 */
export async function latestPayslip(
  tx: Tx,
  companyId: number,
  employeeId: number,
): Promise<HomePayslip | null> {
  const r = await tx.execute<{
    year: number | string;
    month: number | string;
    gross: string;
    net: string;
  }>(sql`
    SELECT r.year, r.month, r.gross_pay_kobo::text AS gross, r.net_pay_kobo::text AS net
    FROM payroll_schedule_rows r
    WHERE r.company_id = ${companyId} AND r.employee_id = ${employeeId}
      AND (r.status = 'confirmed' OR r.source = 'import')
    ORDER BY r.year DESC, r.month DESC
    LIMIT 1`);
  const x = r.rows[0];
  if (!x) return null;
  return {
    year: Number(x.year),
    month: Number(x.month),
    grosspay: koboToNaira(Number(x.gross)),
    netpay: koboToNaira(Number(x.net)),
  };
}
