import {
  REMITTANCE_SCHEDULE_COLUMNS,
  checkRsaPin,
  matchPensionFundAdministrator,
  matchTaxState,
  taxAuthorityOf,
  type RemittanceScheduleGroup,
  type RemittanceScheduleKind,
  type RemittanceScheduleRow,
} from '@clockroom/contracts';
import { identityOf, type ReportSourceRow } from './reports.repository.ts';

/**
 * A statutory remittance schedule (ADR 47) from the month's confirmed rows: who is remitted for, to
 * which body, and how much, grouped by body (a state's revenue service, a PFA) with each group's
 * sums. Amounts are the schedule row's own (what was deducted), never computed again here.
 */

interface Grouped {
  row: RemittanceScheduleRow;
  group: Omit<RemittanceScheduleGroup, 'headcount' | 'totals'>;
  problem: boolean;
}

const NHF_BODY = 'Federal Mortgage Bank of Nigeria (FMBN)';
const NSITF_BODY = 'Nigeria Social Insurance Trust Fund (NSITF)';

/** PAYE goes to the state of residence's revenue service (FCT: FIRS); no state is 'Not set'. */
function paye(r: ReportSourceRow): Grouped {
  const state = matchTaxState(r.taxState);
  const typed = r.taxState?.trim() || null;
  const key = state ?? (typed ? `unknown:${typed}` : null);
  const authority = state ? taxAuthorityOf(state) : null;
  const f = r.figures;
  return {
    row: {
      ...identityOf(r),
      group_key: key,
      state: state ?? typed,
      authority,
      tax_id: r.taxId,
      gross_pay_kobo: f.gross_pay_kobo,
      taxable_pay_kobo: f.taxable_pay_kobo,
      paye_kobo: f.paye_kobo,
    },
    group: { key, name: state ?? typed, code: null, authority, recognised: state !== null },
    problem: state === null,
  };
}

/** Pension goes to the employee's PFA; the RSA PIN must read PEN and 12 digits. */
function pension(r: ReportSourceRow): Grouped {
  const pfa = matchPensionFundAdministrator(r.pfa);
  const typed = r.pfa?.trim() || null;
  const key = pfa?.code ?? (typed ? `unknown:${typed}` : null);
  const check = checkRsaPin(r.rsaPin);
  const f = r.figures;
  return {
    row: {
      ...identityOf(r),
      group_key: key,
      pfa: pfa?.name ?? typed,
      pfa_code: pfa?.code ?? null,
      rsa_pin: r.rsaPin,
      rsa_pin_check: check,
      pensionable_pay_kobo: f.pensionable_pay_kobo,
      pension_employee_kobo: f.pension_employee_kobo,
      pension_employer_kobo: f.pension_employer_kobo,
      pension_total_kobo: Number(BigInt(f.pension_employee_kobo) + BigInt(f.pension_employer_kobo)),
    },
    group: {
      key,
      name: pfa?.name ?? typed,
      code: pfa?.code ?? null,
      authority: pfa?.name ?? null,
      recognised: pfa !== null,
    },
    problem: pfa === null || check !== 'valid',
  };
}

const single = (key: string, body: string) => ({
  key,
  name: body,
  code: null,
  authority: body,
  recognised: true,
});

function nhf(r: ReportSourceRow): Grouped {
  const f = r.figures;
  return {
    row: { ...identityOf(r), group_key: 'FMBN', basic_kobo: f.basic_kobo, nhf_kobo: f.nhf_kobo },
    group: single('FMBN', NHF_BODY),
    problem: false,
  };
}

function nsitf(r: ReportSourceRow): Grouped {
  const f = r.figures;
  return {
    row: { ...identityOf(r), group_key: 'NSITF', gross_pay_kobo: f.gross_pay_kobo, nsitf_kobo: f.nsitf_kobo },
    group: single('NSITF', NSITF_BODY),
    problem: false,
  };
}

const KINDS: Record<
  RemittanceScheduleKind,
  { of: (r: ReportSourceRow) => Grouped; remitted: (r: ReportSourceRow) => boolean }
> = {
  paye: { of: paye, remitted: (r) => r.figures.paye_kobo !== 0 },
  pension: {
    of: pension,
    remitted: (r) => r.figures.pension_employee_kobo !== 0 || r.figures.pension_employer_kobo !== 0,
  },
  nhf: { of: nhf, remitted: (r) => r.figures.nhf_kobo !== 0 },
  nsitf: { of: nsitf, remitted: (r) => r.figures.nsitf_kobo !== 0 },
};

/** The kind's money columns added up over these rows, by key. */
export function remittanceTotals(kind: RemittanceScheduleKind, rows: readonly RemittanceScheduleRow[]) {
  const keys = REMITTANCE_SCHEDULE_COLUMNS[kind].filter((c) => c.kind === 'money').map((c) => c.key);
  const totals: Record<string, number> = {};
  for (const key of keys) {
    let sum = 0n;
    for (const row of rows) sum += BigInt((row as Record<string, unknown>)[key] as number);
    totals[key] = Number(sum);
  }
  return totals;
}

/** Known bodies by name, then text nobody recognised, then 'Not set'. */
const rank = (g: Grouped['group']) => (g.key === null ? 2 : g.recognised ? 0 : 1);

export interface Schedule {
  rows: RemittanceScheduleRow[];
  groups: RemittanceScheduleGroup[];
  totals: Record<string, number>;
  problems: number;
}

/** The schedule of a kind: only employees with something to remit, in group then name order. */
export function buildSchedule(kind: RemittanceScheduleKind, source: readonly ReportSourceRow[]): Schedule {
  const { of, remitted } = KINDS[kind];
  const items = source.filter(remitted).map(of);
  const groups = new Map<string, { group: Grouped['group']; rows: RemittanceScheduleRow[] }>();
  for (const item of items) {
    const id = item.group.key ?? '';
    const entry = groups.get(id) ?? { group: item.group, rows: [] };
    entry.rows.push(item.row);
    groups.set(id, entry);
  }
  const byName = (a: RemittanceScheduleRow, b: RemittanceScheduleRow) =>
    a.name.localeCompare(b.name) || a.employee_id - b.employee_id;
  for (const g of groups.values()) g.rows.sort(byName);
  const ordered = [...groups.values()].sort(
    (a, b) => rank(a.group) - rank(b.group) || (a.group.name ?? '').localeCompare(b.group.name ?? ''),
  );
  return {
    rows: ordered.flatMap((g) => g.rows),
    groups: ordered.map((g) => ({
      ...g.group,
      headcount: g.rows.length,
      totals: remittanceTotals(kind, g.rows),
    })),
    totals: remittanceTotals(
      kind,
      items.map((i) => i.row),
    ),
    problems: items.filter((i) => i.problem).length,
  };
}
