import { Link } from '@tanstack/react-router';
import { Button, Tag, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuditTrailRow } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { auditTrailScreens } from '../admin.routes.tsx';
import { auditTrailQuery } from '../api.ts';
import { AuditFilters } from '../components/audit-filters.tsx';
import { descriptionText } from '../components/audit-description.ts';
import { actionText, entityText } from '../components/audit-words.ts';
import '../i18n.ts';
import '../admin.css';

const { paths } = auditTrailScreens;

/**
 * /admin/payroll/audit-trail/view-all (spec 3 §2, issue 19 "audit trail"): every payroll change,
 * newest first, searchable by who or what, filtered by days and kind of record; each opens its
 * before-and-after view.
 */
export default function AuditTrailListPage() {
  const { t, i18n } = useTranslation();
  const who = (row: AuditTrailRow) => row.actor_name ?? <span className="cr-muted">{t('audit.system')}</span>;
  const record = (row: AuditTrailRow) => (
    <span className="cr-audit-record">
      <Tag bordered={false}>{actionText(t, row.action)}</Tag>
      {entityText(t, row.entity)}
    </span>
  );
  // On a phone one column says it all (when, what kind, who), so nothing hides behind a scroll.
  const columns: TableColumnsType<AuditTrailRow> = [
    {
      title: t('audit.when'),
      dataIndex: 'created_at',
      width: 150,
      render: (at: string, row) => (
        <span className="cr-audit-when">
          <Link {...paths.view(row.id)} data-testid={`audit-link-${row.id}`}>
            <DateTimeText value={at} empty={t('audit.noValue')} />
          </Link>
          <span className="cr-audit-phone">
            {record(row)}
            <span className="cr-muted">{who(row)}</span>
          </span>
        </span>
      ),
    },
    {
      title: t('audit.who'),
      dataIndex: 'actor_name',
      responsive: ['sm'],
      render: (_v: string | null, row) => who(row),
    },
    {
      title: t('audit.record'),
      key: 'record',
      responsive: ['sm'],
      render: (_v, row) => record(row),
    },
    {
      title: t('audit.description'),
      dataIndex: 'description',
      responsive: ['md'],
      // A width, so a long description wraps rather than running under the fixed Actions column.
      width: 340,
      render: (_text: string, row) => (
        <span className="cr-wrap">{descriptionText(t, i18n.language, row)}</span>
      ),
    },
    {
      title: t('words.actions'),
      key: 'actions',
      width: 70,
      fixed: 'right',
      responsive: ['sm'],
      render: (_v, row) => (
        <Link {...paths.view(row.id)} tabIndex={-1}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={t('audit.viewFor', { when: formatDateTime(row.created_at) ?? '' })}
            data-testid={`audit-view-${row.id}`}
          />
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <DataTable
        testId="audit-table"
        query={auditTrailQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('audit.search')}
        toolbar={(ctx) => <AuditFilters {...ctx} />}
        empty={<EmptyState message={t('audit.empty')} />}
        emptyNarrowed={(_query, clear) => (
          <EmptyState message={t('audit.emptyNarrowed')}>
            <Button type="link" onClick={clear} data-testid="audit-clear-filters">
              {t('audit.clearFilters')}
            </Button>
          </EmptyState>
        )}
      />
    </>
  );
}
