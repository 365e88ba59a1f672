import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Button, Descriptions, Table } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { generalListQuery } from '../api.ts';
import { useGo } from '../components/go-link.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';

/** settings-general/view/$id: one general setting, its periods and weights. */
export default function GeneralViewPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  const go = useGo();
  const may = hasPermission(useCurrentUser(), 'manage appraisal settings');
  const { id } = useParams({ strict: false });
  const list = useQuery(generalListQuery());
  const record = list.data?.results.find((r) => r.id === Number(id));
  return (
    <>
      <PageHeader
        back
        title={t('apprSet.generalTitle')}
        subtitle={record?.name}
        extra={
          record && may ? (
            <Button icon={<EditOutlined />} onClick={() => void go(links.generalEdit(record.id))} data-testid="general-view-edit">
              {t('apprSet.edit')}
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : !record ? (
        <EmptyState message={t('apprSet.notFound')} />
      ) : (
        <>
          <Panel testId="general-view">
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'name', label: t('apprSet.name'), children: record.name },
                { key: 'year', label: t('apprSet.year'), children: record.year },
                { key: 'self', label: t('apprSet.selfWeight'), children: `${record.self_appraisal_weight} %` },
                { key: 'appraiser', label: t('apprSet.appraiserWeight'), children: `${record.appraiser_weight} %` },
              ]}
            />
          </Panel>
          <Panel title={t('apprSet.periods')} testId="general-view-periods">
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={record.appraisalPeriods}
              columns={[
                { title: t('apprSet.periodName'), dataIndex: 'name' },
                { title: t('apprSet.startDate'), dataIndex: 'start_date', render: (v: string) => formatDate(v) },
                { title: t('apprSet.endDate'), dataIndex: 'end_date', render: (v: string) => formatDate(v) },
              ]}
            />
          </Panel>
        </>
      )}
    </>
  );
}
