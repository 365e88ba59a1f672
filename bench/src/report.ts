import type { GeneratedData } from './generate.ts';
import type { Scenario, ScenarioResult } from './scenarios/types.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);

function fmtRate(n: number): string {
  return Math.round(n).toLocaleString('en');
}

function fmtMs(n: number | undefined): string {
  if (n === undefined) return '-';
  return n < 10 ? n.toFixed(2) : n.toFixed(1);
}

function fmtCount(n: number | undefined): string {
  return n === undefined ? '-' : String(n);
}

/** Left-aligned first column, right-aligned numbers, a rule under the header. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    // A cell past the header's columns has no width and is left unpadded.
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

export function printGeneration(data: GeneratedData): void {
  out();
  out(
    `Data: ${data.companies.length} companies × ${data.employeesPerCompany} employees ` +
      `(${(data.companies.length * data.employeesPerCompany).toLocaleString('en')} employees) ` +
      `in database ${data.db.name}`,
  );
  out(
    `Generation took ${data.totalSeconds.toFixed(1)} s (` +
      Object.entries(data.timings)
        .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
        .join(', ') +
      ')',
  );
}

export function printScenario(scenario: Scenario, result: ScenarioResult): void {
  out();
  out(`== ${scenario.name}: ${scenario.title}`);
  for (const note of result.notes) out(`   ${note}`);
  out();
  const rows = result.measurements.map((m) => [
    m.label,
    `${fmtRate(m.rate)} ${m.unit}`,
    fmtMs(m.p50),
    fmtMs(m.p99),
    fmtCount(m.errors),
    fmtCount(m.non2xx),
  ]);
  for (const l of table(['measure', 'rate', 'p50 ms', 'p99 ms', 'errors', 'non2xx'], rows)) out(`   ${l}`);
  out();
  for (const l of table(
    ['ratio', 'value'],
    result.ratios.map((r) => [r.label, r.value.toFixed(3)]),
  ))
    out(`   ${l}`);
  out();
  for (const l of table(
    ['budget (ARCHITECTURE §6)', 'measured', 'verdict'],
    result.budgets.map((b) => [b.label, b.measured, b.pass ? 'PASS' : 'FAIL']),
  ))
    out(`   ${l}`);
  if (result.details?.length) {
    out();
    for (const d of result.details) out(`   ${d}`);
  }
}

export function printFailure(scenario: Scenario, err: unknown): void {
  out();
  out(`== ${scenario.name}: ${scenario.title}`);
  out(`   ERROR: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
}

export function printSummary(results: { scenario: Scenario; result?: ScenarioResult }[]): void {
  out();
  out('== summary');
  const rows = results.flatMap(({ scenario, result }) =>
    result
      ? result.budgets.map((b) => [scenario.name, b.label, b.measured, b.pass ? 'PASS' : 'FAIL'])
      : [[scenario.name, '(scenario failed)', '-', 'ERROR']],
  );
  for (const l of table(['scenario', 'budget', 'measured', 'verdict'], rows)) out(`   ${l}`);
  out();
}
