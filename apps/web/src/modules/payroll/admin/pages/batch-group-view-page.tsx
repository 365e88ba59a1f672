import { useParams } from '@tanstack/react-router';
import { Descriptions, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type BatchGroup } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { BackToList } from '../../../../platform/ui/record-view.tsx';
import { EditLink } from '../../../../platform/ui/create-link.tsx';
import { batchGroupScreens } from '../admin.routes.tsx';
import { batchGroupQuery } from '../api.ts';
import { BatchMembers } from '../components/batch-members.tsx';
import '../i18n.ts';
import '../admin.css';

const { paths } = batchGroupScreens;

/** /admin/payroll/pay-package/settings/batching-and-grouping/view/{id}: one group read-only. */
export default function BatchGroupViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={batchGroupQuery(id)} title={t('batchGroup.viewTitle')} subtitle={(g) => g.name}>
      {(group) => <BatchGroupView group={group} />}
    </RecordPage>
  );
}

function BatchGroupView({ group }: { group: BatchGroup }) {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  return (
    <Flex vertical gap={24} data-testid="batch-group-view">
      <Panel
        extra={
          manage ? (
            <EditLink {...paths.edit(group.id)} label={t('words.edit')} testId="batch-group-view-edit" />
          ) : null
        }
      >
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          layout="vertical"
          size="small"
          items={[
            { key: 'name', label: t('batchGroup.name'), children: group.name },
            { key: 'by', label: t('batchGroup.batchBy'), children: <BatchMembers group={group} /> },
            {
              key: 'count',
              label: t('batchGroup.members'),
              children: t('batchGroup.employeesCount', { count: group.employees_count }),
            },
            {
              key: 'description',
              label: t('batchGroup.description'),
              children: group.description ?? <span className="cr-muted">{t('common.na')}</span>,
            },
          ]}
        />
      </Panel>
      {group.batch_by === 'custom' ? (
        <Panel title={t('batchGroup.employees')}>
          {group.employees.length ? (
            <Table
              size="small"
              rowKey="id"
              dataSource={group.employees}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: t('words.name'), dataIndex: 'name' },
                {
                  title: t('batchGroup.pin'),
                  dataIndex: 'pin',
                  render: (pin: string | null) => pin ?? t('common.na'),
                },
              ]}
            />
          ) : (
            <EmptyState message={t('batchGroup.noEmployees')} />
          )}
        </Panel>
      ) : null}
      <BackToList {...paths.list} label={t('batchGroup.backToList')} testId="batch-group-back" />
    </Flex>
  );
}
