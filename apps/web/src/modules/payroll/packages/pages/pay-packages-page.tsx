import { Link, useNavigate } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PayPackage } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { crudRowActions } from '../../../../platform/ui/crud-row-actions.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { searchMiss } from '../../../../platform/ui/resource-list/search-miss.tsx';
import { deletePayPackageMutation, payPackagesQuery, refreshPayPackages } from '../api.ts';
import { useFigureText } from '../money-text.ts';
import { adminPackageScreens } from '../packages.routes.tsx';
import '../i18n.ts';
import '../packages.css';

const { paths } = adminPackageScreens;

/** /admin/payroll/pay-package/all (spec 3 §2; issue 19 "Pay packages"): the searchable, paged list. */
export default function PayPackagesPage() {
  const { t } = useTranslation();
  const figures = useFigureText();
  const navigate = useNavigate();
  const manage = hasPermission(useCurrentUser(), 'manage pay packages');
  const remove = useRefreshingWrite(deletePayPackageMutation(), refreshPayPackages);
  const create = manage ? (
    <CreateLink {...paths.create} label={t('payPackage.create')} testId="pay-package-create" />
  ) : null;

  const actions = (row: PayPackage): RowAction[] =>
    crudRowActions(t, 'pay-package', row.id, {
      view: () => void navigate(paths.view(row.id)),
      edit: manage ? () => void navigate(paths.edit(row.id)) : undefined,
      remove: manage
        ? {
            title: t('payPackage.deleteTitle', { name: row.package_name }),
            text: t('payPackage.deleteText'),
            run: () => remove.mutateAsync(row.id),
          }
        : undefined,
    });

  const columns: TableColumnsType<PayPackage> = [
    {
      title: t('payPackage.name'),
      dataIndex: 'package_name',
      render: (name: string, row) => (
        <span className="cr-pay-package-name">
          <Link {...paths.view(row.id)} data-testid={`pay-package-link-${row.id}`}>
            {name}
          </Link>
          {row.description ? <span className="cr-muted cr-small">{row.description}</span> : null}
          <span className="cr-pay-package-phone cr-small">{figures.naira(row.monthly_salary)}</span>
        </span>
      ),
    },
    {
      title: t('payPackage.monthlySalary'),
      dataIndex: 'monthly_salary',
      align: 'right',
      responsive: ['sm'],
      render: (v: string) => figures.naira(v),
    },
    {
      title: t('payPackage.items'),
      dataIndex: 'pay_breakdowns_count',
      responsive: ['md'],
      render: (count: number) => t('payPackage.itemsCount', { count }),
    },
    {
      title: t('payPackage.employees'),
      dataIndex: 'employees_count',
      responsive: ['sm'],
      render: (count: number) => t('payPackage.employeesCount', { count }),
    },
    rowActionsColumn(t('payPackage.actions'), (row) => ({
      actions: actions(row),
      label: t('payPackage.actionsFor', { name: row.package_name }),
      menuTestId: `pay-package-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader
        title={t('payPackage.title')}
        subtitle={t('payPackage.subtitle')}
        extra={
          <>
            <Link {...paths.settings} data-testid="pay-package-settings">
              <Button icon={<SettingOutlined />} tabIndex={-1}>
                {t('payPackage.settingsLink')}
              </Button>
            </Link>
            {create}
          </>
        }
      />
      <DataTable
        testId="pay-package-table"
        query={payPackagesQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('payPackage.search')}
        empty={<EmptyState message={t('payPackage.empty')}>{create}</EmptyState>}
        emptyNarrowed={searchMiss('payPackage', 'pay-package-clear-search')}
      />
    </>
  );
}
