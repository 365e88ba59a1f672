import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, reportCellText, type ReportColumn } from '@clockroom/contracts';

/** A report row as the API answers it; `key` is its place in the report (rows have no id). */
export type ReportRow = Record<string, unknown> & { key: string | number };

/** A column's own cell, given the text the kit would show (a link beside it, a translated value). */
export type CellRender = (text: string, value: unknown, row: ReportRow) => ReactNode;

export interface ReportTableProps {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The sums of the columns that have a total, over the whole report: a totals row under the rows. */
  totals?: Record<string, number> | undefined;
  cells?: Partial<Record<string, CellRender>>;
  /** Columns that sort the rows shown (spec 3 §2: the absentee columns). */
  sortable?: readonly string[];
  loading: boolean;
  empty?: ReactNode;
  size?: 'small' | 'middle';
  testId?: string;
}

const NUMERIC = new Set(['number', 'money', 'duration', 'percent']);

/**
 * A report table built from its column definitions (ADR 34): headings in the user's language, cells
 * formatted by kind as the files are (dates dd-MM-yyyy, naira from kobo, durations HH:mm, NA when
 * empty), figures aligned right, and a totals row where columns have one.
 */
export function ReportTable(props: ReportTableProps) {
  const { columns, rows, totals, cells, sortable = [], loading, empty, size, testId } = props;
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const text = (c: ReportColumn, v: unknown) => reportCellText(c.kind, v, language);
  const compare = (key: string) => (a: ReportRow, b: ReportRow) =>
    String(a[key] ?? '').localeCompare(String(b[key] ?? ''));
  const tableColumns: TableColumnsType<ReportRow> = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(c.label),
    align: NUMERIC.has(c.kind) ? 'right' : undefined,
    sorter: sortable.includes(c.key) ? compare(c.key) : undefined,
    render: (v: unknown, row: ReportRow) => {
      const shown = text(c, v) ?? t('common.na');
      return cells?.[c.key]?.(shown, v, row) ?? shown;
    },
  }));
  const labelled = columns.findIndex((c) => !c.total);
  const summary =
    totals && rows.length > 0 && columns.some((c) => c.total)
      ? () => (
          <Table.Summary.Row className="cr-report-totals" data-testid="report-totals">
            {columns.map((c, i) => (
              <Table.Summary.Cell key={c.key} index={i} align={NUMERIC.has(c.kind) ? 'right' : undefined}>
                {c.total ? text(c, totals[c.key] ?? 0) : i === labelled ? t('report_kit.total') : null}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )
      : undefined;
  return (
    <Table<ReportRow>
      className="cr-report-table"
      data-testid={testId}
      size={size}
      rowKey="key"
      columns={tableColumns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={summary}
      locale={{ emptyText: empty ?? <div className="cr-table-placeholder" /> }}
    />
  );
}
