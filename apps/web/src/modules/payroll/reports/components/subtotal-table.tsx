import { useTranslation } from 'react-i18next';
import {
  PAYROLL_REPORT_WORDS,
  SUBTOTAL_COLUMNS,
  type PayrollSubtotal,
  type ReportColumn,
} from '@clockroom/contracts';
import { ReportTable } from '../../../../platform/reports/report-table.tsx';

interface SubtotalTableProps {
  title: string;
  /** The groups' figure columns (the report's money columns). */
  columns: readonly ReportColumn[];
  groups: readonly (PayrollSubtotal & { label?: string | null })[];
  totals: Record<string, number>;
  loading: boolean;
  testId: string;
}

/**
 * A report's sums by branch, department or body (ADR 47): a row a group with its headcount and
 * figures, the report's totals under them. Every group's sums add up to those totals to the kobo.
 */
export function SubtotalTable({ title, columns, groups, totals, loading, testId }: SubtotalTableProps) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  const rows = groups.map((g, i) => ({
    ...g.totals,
    key: g.key ?? `none-${i}`,
    group: g.label ?? g.name ?? t(`${PAYROLL_REPORT_WORDS.namespace}.not_set`),
    headcount: g.headcount,
  }));
  const headcount = groups.reduce((n, g) => n + g.headcount, 0);
  return (
    <section className="cr-pr-section" data-testid={testId}>
      <h2>{title}</h2>
      <ReportTable
        columns={[...SUBTOTAL_COLUMNS, ...columns]}
        rows={rows}
        totals={{ ...totals, headcount }}
        loading={loading}
        size="small"
        testId={`${testId}-table`}
      />
    </section>
  );
}
