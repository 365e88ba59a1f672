import { Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import type { ActivityLog } from '@clockroom/contracts';
import { activityLogsQuery } from '../api.ts';
import { actionColor, humanise } from '../activity-label.ts';

export default function ActivityHistoryPage() {
  const { t } = useTranslation();
  const view = useActiveView();
  const columns: TableColumnsType<ActivityLog> = [
    {
      title: t('activity.when'),
      dataIndex: 'created_at',
      width: 170,
      render: (value: string) => {
        const date = dayjs(value);
        return date.isValid() ? <time dateTime={value}>{date.format('DD-MM-YYYY HH:mm')}</time> : value;
      },
    },
    {
      title: t('activity.actor'),
      dataIndex: 'actor_name',
      render: (v: string | null) => v || t('common.na'),
    },
    {
      title: t('activity.action'),
      dataIndex: 'action',
      render: (v: string) => <Tag color={actionColor(v)}>{humanise(v)}</Tag>,
    },
    {
      title: t('activity.record'),
      dataIndex: 'entity',
      render: (_v: string, row) => (
        <span>
          {humanise(row.entity)}
          {row.entity_id !== null && row.entity_id !== '' ? (
            <span className="cr-muted"> #{row.entity_id}</span>
          ) : null}
        </span>
      ),
    },
    {
      title: t('activity.description'),
      dataIndex: 'description',
      render: (v: string | null) => <span className="cr-wrap">{v || t('common.na')}</span>,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('menu.activityHistory')}
        subtitle={t(view === 'admin' ? 'activity.subtitleAdmin' : 'activity.subtitleEss')}
      />
      <DataTable
        testId="activity-table"
        query={(params) => activityLogsQuery(view, params)}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('activity.search')}
        empty={<EmptyState message={t('activity.empty')} />}
      />
    </>
  );
}
