import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { NA, formatDate, type AttendanceReportPage } from '@clockroom/contracts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { specText } from '../i18n.ts';
import type { ReportTypeName } from '../report-address.ts';
import {
  EMPTY_TEXTS,
  dateHeadingOf,
  reportColumns,
  reportSections,
  type ReportColumn,
  type ReportRow,
} from '../report-columns.ts';
import { ViewReason } from './view-reason.tsx';

interface ReportTablesProps {
  type: ReportTypeName;
  page: AttendanceReportPage | undefined;
  loading: boolean;
  /** The pager over groups (employees or dates), under the last table. */
  pager: React.ReactNode;
}

const compare = (key: string) => (a: ReportRow, b: ReportRow) =>
  String(a[key] ?? '').localeCompare(String(b[key] ?? ''));

/**
 * A report page as the spec's tables (spec 3 §2): one table per group under its heading ('Employee
 * Name: {name} - Pin: {pin}', 'Absentee Report for: {date}', ...), or one table of employees for
 * the totals types. Tables scroll sideways on a phone.
 */
export function ReportTables({ type, page, loading, pager }: ReportTablesProps) {
  const { t } = useTranslation();
  const sections = page ? reportSections(page, type) : [];
  const allRows = sections.flatMap((s) => s.rows);
  const group = page?.group_by ?? 'employee';
  const cell = (c: ReportColumn) => (v: unknown, row: ReportRow) => {
    const text = v === null || v === undefined || v === '' ? NA : String(v);
    const shown =
      text === NA
        ? t('common.na')
        : c.date
          ? formatDate(text)
          : c.key === 'clocktype'
            ? t(specText(text), { defaultValue: text })
            : text;
    const reason = row['exemption_reason'];
    if (c.reason && typeof reason === 'string' && reason !== NA && reason !== '')
      return (
        <span className="cr-att-report-clockout">
          {shown}
          <ViewReason reason={reason} date={String(row['checkdate'] ?? '')} />
        </span>
      );
    return shown;
  };
  const columns: TableColumnsType<ReportRow> = reportColumns(type, group, allRows).map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(specText(c.label)),
    align: c.align,
    sorter: c.sortable ? compare(c.key) : undefined,
    render: cell(c),
  }));

  if (!page || sections.length === 0)
    return (
      <div className="cr-att-report-empty" data-testid="att-report-empty">
        {loading || !page ? (
          <Table<ReportRow>
            loading
            columns={columns}
            dataSource={[]}
            locale={{ emptyText: <div className="cr-table-placeholder" /> }}
          />
        ) : (
          <EmptyState message={specText(EMPTY_TEXTS[type])} />
        )}
      </div>
    );

  return (
    <div className="cr-att-report-sections" data-testid="att-report-tables">
      {sections.map((s) => (
        <section key={s.key} className="cr-att-report-section" data-testid="att-report-group">
          {s.heading ? (
            <h2 className="cr-att-report-heading" data-testid="att-report-heading">
              {'employee' in s.heading
                ? t('attendanceReports.employeeHeading', s.heading.employee)
                : t(specText(dateHeadingOf(type)), { date: formatDate(s.heading.date) })}
            </h2>
          ) : null}
          <Table<ReportRow>
            size="small"
            rowKey="key"
            columns={columns}
            dataSource={s.rows}
            loading={loading}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </section>
      ))}
      {pager}
    </div>
  );
}
