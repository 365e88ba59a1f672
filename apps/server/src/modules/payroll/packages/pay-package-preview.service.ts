import {
  koboToNaira,
  PAY_PACKAGE_MESSAGES as M,
  type PayPackagePreview,
  type payPackagePreviewQuerySchema,
} from '@clockroom/contracts';
import type { z } from 'zod';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { ComponentError } from '../engine/components.ts';
import { computeEmployeeMonth, type EmployeeMonthInput } from '../engine/payslip.ts';
import { taxTableFor } from '../engine/statutory.ts';
import type { PayPeriod } from '../schedule/pay-item-source.ts';
import { loadStatutory } from '../statutory/statutory-settings.ts';
import { loadPackageRules } from './package-rules.repository.ts';
import { findPayPackage } from './pay-packages.service.ts';
import { companyPayFacts } from './pay-package-preview.repository.ts';

type PreviewQuery = z.output<typeof payPackagePreviewQuerySchema>;

const naira = (kobo: bigint) => koboToNaira(Number(kobo));

/** The calendar month as the run computes it. */
export function payPeriod(year: number, month: number): PayPeriod {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { year, month, start: `${year}-${mm}-01`, end: `${year}-${mm}-${daysInMonth}`, daysInMonth };
}

/** A formula the package cannot compute (a cycle, a division by zero) is the caller's 422, worded by A. */
function computeOrRefuse(input: EmployeeMonthInput) {
  try {
    return computeEmployeeMonth(input);
  } catch (error) {
    if (error instanceof ComponentError) throw new AppError(422, error.message);
    throw error;
  }
}

/**
 * GET {id}/preview: the package's payslip for one employee paid the whole month, computed by the
 * run's own computeEmployeeMonth. PAYE is that of a year of twelve such months: the first month of
 * the year to date, whose PAYE is the annual tax ÷ 12 rounded once (ADR 44); the run's later months
 * land on the same figure, give or take the kobo the year-to-date method trues up.
 */
export async function previewPayPackage(
  ctx: SignedInContext,
  id: number,
  q: PreviewQuery,
): Promise<PayPackagePreview> {
  const pkg = await findPayPackage(ctx, id);
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  const period = payPeriod(q.year ?? Number(today.slice(0, 4)), q.month ?? Number(today.slice(5, 7)));
  const [packages, statutory, facts] = [
    await loadPackageRules(ctx.tx, ctx.companyId, [id]),
    await loadStatutory(ctx.tx, ctx.companyId),
    await companyPayFacts(ctx.tx, ctx.companyId),
  ];
  const rules = packages.get(id);
  if (!rules) throw notFound(M.notFound);
  if (statutory.taxTables.length === 0) throw new AppError(422, M.noTaxTable);
  const taxTable = taxTableFor(statutory.taxTables, period.start);
  const nhfEnabled = q.nhf ?? facts.nhfDefault;
  const annualRentKobo = BigInt(q.annual_rent ?? 0);
  const { lines, totals } = computeOrRefuse({
    period,
    daysPaid: period.daysInMonth,
    monthlySalaryKobo: rules.monthlySalaryKobo,
    rules: rules.rules,
    items: [],
    taxTable,
    remittances: statutory.remittances,
    headcount: facts.headcount,
    nhfEnabled,
    annualRentKobo,
    ytd: { taxableKobo: 0n, eligibleDeductionsKobo: 0n, payeKobo: 0n, months: 0 },
  });
  const byCode = new Map(rules.rules.map((r) => [r.code, r]));
  return {
    pay_package_id: id,
    package_name: pkg.package_name,
    month: period.month,
    year: period.year,
    tax_regime: taxTable.regime,
    annual_rent: naira(annualRentKobo),
    nhf_enabled: nhfEnabled,
    monthly_salary: naira(rules.monthlySalaryKobo),
    components: lines.flatMap((line) => {
      const rule = byCode.get(line.code);
      if (line.kind !== 'component' || !rule) return [];
      return [
        {
          pay_breakdown_id: rule.payBreakdownId,
          code: rule.code,
          name: rule.name,
          component_type: rule.componentType,
          calculation_type: rule.calculationType,
          is_pensionable: rule.isPensionable,
          is_taxable: rule.isTaxable,
          amount: naira(BigInt(line.amount_kobo)),
        },
      ];
    }),
    gross_pay: naira(totals.grossKobo),
    taxable_pay: naira(totals.taxableKobo),
    pensionable_pay: naira(totals.pensionableKobo),
    pension_employee: naira(totals.pensionEmployeeKobo),
    nhf: naira(totals.nhfKobo),
    nhis: naira(totals.nhisKobo),
    paye: naira(totals.payeKobo),
    total_deductions: naira(totals.grossKobo - totals.netKobo),
    net_pay: naira(totals.netKobo),
    pension_employer: naira(totals.pensionEmployerKobo),
    employer: lines
      .filter((l) => l.kind === 'statutory' && l.employer)
      .map((l) => ({ code: l.code, name: l.name, amount: naira(BigInt(l.amount_kobo)) })),
  };
}
