import { Link, useNavigate } from '@tanstack/react-router';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type StatutoryDeduction } from '@clockroom/contracts';
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
import { deleteTaxTableMutation, refreshTaxTables, taxTablePageQuery } from '../api.ts';
import { adminTaxTableScreens } from '../statutory.routes.tsx';
import { NhfDefaultPanel } from '../components/nhf-default.tsx';
import { PeriodText, VersionTags } from '../components/version-tags.tsx';
import '../i18n.ts';
import '../statutory.css';

const { paths } = adminTaxTableScreens;

/**
 * /admin/payroll/pay-package/settings/statutory-deductions (issue 19, ADR 43): the tax table versions,
 * newest first, each with the months it covers and whether it is current or held by a confirmed
 * month (then it can only be viewed); above them the company's NHF default for new employees.
 */
export default function TaxTablesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  const remove = useRefreshingWrite(deleteTaxTableMutation(), refreshTaxTables);
  const create = manage ? (
    <CreateLink {...paths.create} label={t('statutory.create')} testId="statutory-create" />
  ) : null;

  const actions = (row: StatutoryDeduction): RowAction[] =>
    crudRowActions(t, 'statutory', row.id, {
      view: () => void navigate(paths.view(row.id)),
      edit: manage && !row.locked ? () => void navigate(paths.edit(row.id)) : undefined,
      remove:
        manage && !row.locked
          ? {
              title: t('statutory.deleteTitle', { name: row.name }),
              text: t('statutory.deleteText'),
              run: () => remove.mutateAsync(row.id),
            }
          : undefined,
    });

  const columns: TableColumnsType<StatutoryDeduction> = [
    {
      title: t('statutory.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <span className="cr-statutory-name">
          <Link {...paths.view(row.id)} data-testid={`statutory-link-${row.id}`}>
            {name}
          </Link>
          <VersionTags version={row} />
          <span className="cr-statutory-narrow">
            <PeriodText version={row} />
          </span>
        </span>
      ),
    },
    {
      title: t('statutory.regime'),
      dataIndex: 'regime',
      responsive: ['md'],
      render: (regime: StatutoryDeduction['regime']) => (
        <Tag bordered={false}>{t(`statutory.regime.${regime}`)}</Tag>
      ),
    },
    {
      title: t('statutory.period'),
      key: 'period',
      responsive: ['sm'],
      render: (_v, row) => <PeriodText version={row} />,
    },
    rowActionsColumn(t('words.actions'), (row) => ({
      actions: actions(row),
      label: t('statutory.actionsFor', { name: row.name }),
      menuTestId: `statutory-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader back title={t('statutory.title')} subtitle={t('statutory.subtitle')} extra={create} />
      <div className="cr-panel-stack">
        <NhfDefaultPanel manage={manage} />
        <DataTable
          testId="statutory-table"
          query={taxTablePageQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('statutory.search')}
          empty={<EmptyState message={t('statutory.empty')}>{create}</EmptyState>}
          emptyNarrowed={searchMiss('statutory', 'statutory-clear-search')}
        />
      </div>
    </>
  );
}
