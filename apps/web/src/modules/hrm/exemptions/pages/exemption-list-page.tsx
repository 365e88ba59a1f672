import { useCallback, useState, lazy } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type ExemptionRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { BulkDelete } from '../../../../platform/ui/resource-list/bulk-delete.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import {
  allExemptionsQuery,
  deleteExemptionsMutation,
  myExemptionsQuery,
  refreshExemptions,
} from '../api.ts';
import { ExemptionFilters } from '../components/exemption-filters.tsx';
import { ExemptionStatusTag } from '../components/exemption-status-tag.tsx';
import { ExemptionTabs } from '../components/exemption-tabs.tsx';
import { exemptionPaths, viewOf } from '../paths.ts';
import '../i18n.ts';
import '../exemptions.css';
import { OnceOpened } from '../../../../platform/ui/once-opened.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';

const ExemptionDrawer = lazy(() =>
  import('../components/exemption-detail.tsx').then((m) => ({ default: m.ExemptionDrawer })),
);

/**
 * /admin/hrm/exemption/all-exemptions (everyone's, for 'view exemptions' holders) and
 * /{view}/hrm/exemption/my-exemptions (the signed-in employee's own): the same table, filters and
 * side panel; the admin list adds the employee, and delete for 'delete exemption' holders.
 */
function ExemptionListPage({ scope }: { scope: 'all' | 'mine' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const view = viewOf(useLocation().pathname);
  const paths = exemptionPaths(view);
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const remove = useRefreshingWrite(deleteExemptionsMutation(), refreshExemptions);
  const all = scope === 'all';
  const me = user.employee.id;
  const canEdit = (row: ExemptionRow) =>
    row.status === 'pending' && (row.employee_id === me || hasPermission(user, 'edit exemption'));
  const canDelete = all && hasPermission(user, 'delete exemption');

  const columns: TableColumnsType<ExemptionRow> = [
    { title: t('exemption.id'), dataIndex: 'id', width: 72, responsive: ['sm'] },
    ...(all
      ? [
          {
            title: t('exemption.employee'),
            dataIndex: 'employee_name',
            render: (name: string) => <span data-testid="exemption-employee-name">{name}</span>,
          },
        ]
      : []),
    {
      title: t('exemption.date'),
      dataIndex: 'date',
      render: (v: string) => <DateText value={v} />,
    },
    {
      title: t('exemption.reason'),
      dataIndex: 'exemption_reason',
      responsive: ['sm'],
      render: (v: string) => <span className="cr-exemption-reason-cell">{v}</span>,
    },
    {
      title: t('exemption.status'),
      dataIndex: 'exemption_status',
      render: (v: ExemptionRow['exemption_status']) => <ExemptionStatusTag status={v} />,
    },
    {
      title: t('exemption.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) => {
        const actions: RowAction[] = [
          {
            key: 'view',
            label: t('exemption.view'),
            icon: <EyeOutlined />,
            testId: `exemption-view-${row.id}`,
            onClick: () => setViewing(row.id),
          },
        ];
        if (canEdit(row))
          actions.push({
            key: 'edit',
            label: t('exemption.edit'),
            icon: <EditOutlined />,
            testId: `exemption-edit-${row.id}`,
            onClick: () => void navigate({ to: paths.edit(row.id) }),
          });
        if (canDelete)
          actions.push({
            key: 'delete',
            label: t('exemption.delete'),
            icon: <DeleteOutlined />,
            testId: `exemption-delete-${row.id}`,
            danger: true,
            confirm: {
              title: t('exemption.deleteTitle', { id: row.id }),
              text: t('exemption.deleteText'),
              okText: t('exemption.delete'),
              cancelText: t('common.cancel'),
              onConfirm: () => remove.mutateAsync([row.id]).catch(() => undefined),
            },
          });
        return (
          <ResponsiveRowActions
            actions={actions}
            label={t('exemption.actionsFor', { id: row.id })}
            menuTestId={`exemption-actions-${row.id}`}
          />
        );
      },
    },
  ];

  const canCreate = view === 'ess' || !all || hasPermission(user, 'create exemption');
  return (
    <>
      <PageHeader
        title={t(all ? 'exemption.allTitle' : 'exemption.myTitle')}
        subtitle={t(all ? 'exemption.allSubtitle' : 'exemption.mySubtitle')}
        extra={
          canCreate ? (
            <CreateLink to={paths.create} label={t('exemption.create')} testId="exemption-create" />
          ) : null
        }
      />
      <ExemptionTabs view={view} active={scope} />
      <Panel>
        <DataTable
          testId="exemption-table"
          query={all ? allExemptionsQuery : myExemptionsQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={all ? t('exemption.search') : undefined}
          toolbar={(ctx) => <ExemptionFilters {...ctx} />}
          bulkActions={
            canDelete
              ? (keys, clear) => (
                  <BulkDelete
                    title="exemption.deleteSelectedTitle"
                    text="exemption.deleteSelectedText"
                    label={t('exemption.deleteSelected')}
                    testId="exemption-bulk-delete"
                    run={() => remove.mutateAsync(keys.map(Number)).then(clear)}
                  />
                )
              : undefined
          }
          empty={
            <EmptyState
              message={t(all ? 'exemption.emptyAll' : 'exemption.emptyMine')}
              btnText={canCreate ? t('exemption.btnText') : undefined}
              to={paths.create}
            />
          }
        />
      </Panel>
      <OnceOpened open={viewing !== null}>
        <ExemptionDrawer
          id={viewing}
          onClose={close}
          footer={(record) =>
            record.can_edit ? (
              <div className="cr-exemption-actions">
                <Button
                  icon={<EditOutlined />}
                  onClick={() => void navigate({ to: paths.edit(record.id) })}
                  data-testid="exemption-detail-edit"
                >
                  {t('exemption.edit')}
                </Button>
              </div>
            ) : null
          }
        />
      </OnceOpened>
    </>
  );
}

export function AllExemptionsPage() {
  return <ExemptionListPage scope="all" />;
}

export function MyExemptionsPage() {
  return <ExemptionListPage scope="mine" />;
}
