import { Link } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HistoryUploadRow } from '@clockroom/contracts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { searchMiss } from '../../../../platform/ui/resource-list/search-miss.tsx';
import { historyUploadScreens } from '../admin.routes.tsx';
import { historyUploadsQuery } from '../api.ts';
import '../i18n.ts';
import '../admin.css';

const { paths } = historyUploadScreens;

/**
 * /admin/payroll/salary-management/settings/upload-payment-history (spec 3 §2): the uploads, newest
 * first, with how many rows each wrote and left out; each opens its months and problems.
 */
export default function HistoryUploadsPage() {
  const { t } = useTranslation();
  const create = <CreateLink {...paths.create} label={t('history.create')} testId="history-create" />;
  const columns: TableColumnsType<HistoryUploadRow> = [
    {
      title: t('history.fileName'),
      dataIndex: 'file_name',
      render: (name: string, row) => (
        <Link {...paths.view(row.id)} className="cr-wrap" data-testid={`history-link-${row.id}`}>
          {name}
        </Link>
      ),
    },
    { title: t('history.rowsImported'), dataIndex: 'rows_imported', align: 'right', width: 120 },
    {
      title: t('history.rowsSkipped'),
      dataIndex: 'rows_skipped',
      align: 'right',
      width: 120,
      responsive: ['sm'],
    },
    {
      title: t('history.uploadedBy'),
      dataIndex: 'created_by',
      responsive: ['md'],
      render: (who: string | null) => who ?? t('common.na'),
    },
    {
      title: t('history.uploadedAt'),
      dataIndex: 'created_at',
      responsive: ['md'],
      render: (at: string) => <DateTimeText value={at} empty={t('common.na')} />,
    },
    {
      title: t('words.actions'),
      key: 'actions',
      width: 70,
      fixed: 'right',
      render: (_v, row) => (
        <Link {...paths.view(row.id)} tabIndex={-1}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={t('history.viewFor', { name: row.file_name })}
            data-testid={`history-view-${row.id}`}
          />
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageHeader back title={t('history.title')} subtitle={t('history.subtitle')} extra={create} />
      <DataTable
        testId="history-table"
        query={historyUploadsQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('history.search')}
        empty={<EmptyState message={t('history.empty')}>{create}</EmptyState>}
        emptyNarrowed={searchMiss('history', 'history-clear-search')}
      />
    </>
  );
}
