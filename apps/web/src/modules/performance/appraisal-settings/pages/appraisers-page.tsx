import { useState, type ReactElement } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type AppraiserSetting } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ConfirmDelete } from '../../../../platform/ui/confirm-delete.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { appraisersQuery, deleteAppraiserMutation, refreshSettings } from '../api.ts';
import { AppraiserForm } from '../components/appraiser-form.tsx';
import '../i18n.ts';
import '../appraisal-settings.css';

/**
 * /admin/hrm/appraisal/settings/appraisers: who appraises whom, set in a drawer with the employee
 * picker; anyone in no setting is appraised by their department head (the line_manager rule).
 */
export default function AppraisersPage(): ReactElement {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const may = hasPermission(useCurrentUser(), 'manage appraisal settings');
  const list = useQuery(appraisersQuery());
  const remove = useMutation({ ...deleteAppraiserMutation(), onSuccess: () => refreshSettings(qc) });
  const [open, setOpen] = useState<{ record?: AppraiserSetting } | null>(null);
  const rows = list.data?.results ?? [];
  return (
    <>
      <PageHeader
        back
        title={t('apprSet.appraisersTitle')}
        subtitle={t('apprSet.appraisersHint')}
        extra={
          may ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setOpen({})}
              data-testid="appraisers-create"
            >
              {t('apprSet.addAppraiser')}
            </Button>
          ) : null
        }
      />
      <Alert
        type="info"
        showIcon
        className="cr-mb"
        title={t('apprSet.defaultRule')}
        description={t('apprSet.defaultRuleText')}
        data-testid="appraisers-default-rule"
      />
      {list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Panel testId="appraisers">
          <Table<AppraiserSetting>
            rowKey="id"
            loading={list.isPending}
            dataSource={rows}
            pagination={{ hideOnSinglePage: true, pageSize: 20 }}
            scroll={{ x: 'max-content' }}
            data-testid="appraisers-table"
            locale={{
              emptyText: list.isPending ? (
                <div className="cr-table-placeholder" />
              ) : (
                <EmptyState message={t('apprSet.appraisersEmpty')} />
              ),
            }}
            columns={[
              { title: t('apprSet.appraiser'), dataIndex: 'appraiser_name' },
              {
                title: t('apprSet.employees'),
                key: 'employees',
                render: (_v, row) => (
                  <Flex gap={4} wrap>
                    {row.employees.map((e) => (
                      <Tag key={e.id}>{e.name}</Tag>
                    ))}
                  </Flex>
                ),
              },
              ...(may
                ? [
                    {
                      title: t('apprSet.actions'),
                      key: 'actions',
                      width: 100,
                      render: (_v: unknown, row: AppraiserSetting) => (
                        <Flex gap={4}>
                          <Tooltip title={t('apprSet.edit')}>
                            <Button
                              type="text"
                              icon={<EditOutlined />}
                              aria-label={`${t('apprSet.edit')} ${row.appraiser_name}`}
                              onClick={() => setOpen({ record: row })}
                              data-testid={`appraisers-edit-${row.id}`}
                            />
                          </Tooltip>
                          <ConfirmDelete
                            title={t('apprSet.deleteTitle', { name: row.appraiser_name })}
                            text="apprSet.deleteText"
                            onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
                          >
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`${t('apprSet.delete')} ${row.appraiser_name}`}
                              data-testid={`appraisers-delete-${row.id}`}
                            />
                          </ConfirmDelete>
                        </Flex>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Panel>
      )}
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t(open?.record ? 'apprSet.editAppraiser' : 'apprSet.addAppraiser')}
        size="large"
        destroyOnHidden
      >
        {open ? <AppraiserForm record={open.record} onSaved={() => setOpen(null)} /> : null}
      </Drawer>
    </>
  );
}
