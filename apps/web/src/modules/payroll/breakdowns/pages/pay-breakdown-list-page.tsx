import { Link, useNavigate } from '@tanstack/react-router';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PayBreakdown } from '@clockroom/contracts';
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
import { deletePayBreakdownMutation, payBreakdownPageQuery, refreshPayBreakdowns } from '../api.ts';
import { adminBreakdownScreens } from '../breakdowns.routes.tsx';
import { RuleText } from '../components/rule-text.tsx';
import '../i18n.ts';
import '../breakdowns.css';

const { paths } = adminBreakdownScreens;

/**
 * /admin/payroll/pay-package/settings/pay-breakdown (spec 3 §2, issue 19): the items in payslip order,
 * searchable by name or code, each with how its amount is found; view, edit and delete per row. A
 * refused delete (an item in use) is shown by the mutation's error notice.
 */
export default function PayBreakdownListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  const remove = useRefreshingWrite(deletePayBreakdownMutation(), refreshPayBreakdowns);
  const create = manage ? (
    <CreateLink {...paths.create} label={t('payBreakdown.create')} testId="pay-breakdown-create" />
  ) : null;

  const actions = (row: PayBreakdown): RowAction[] =>
    crudRowActions(t, 'pay-breakdown', row.id, {
      view: () => void navigate(paths.view(row.id)),
      edit: manage ? () => void navigate(paths.edit(row.id)) : undefined,
      remove: manage
        ? {
            title: t('payBreakdown.deleteTitle', { name: row.allowance_name }),
            text: t('payBreakdown.deleteText'),
            run: () => remove.mutateAsync(row.id),
          }
        : undefined,
    });

  const columns: TableColumnsType<PayBreakdown> = [
    {
      title: t('payBreakdown.name'),
      dataIndex: 'allowance_name',
      render: (name: string, row) => (
        <span className="cr-pay-breakdown-name">
          <Link {...paths.view(row.id)} data-testid={`pay-breakdown-link-${row.id}`}>
            {name}
          </Link>{' '}
          <Tag bordered={false}>{row.code}</Tag>
          <span className="cr-pay-breakdown-narrow">
            <RuleText item={row} />
          </span>
        </span>
      ),
    },
    {
      title: t('payBreakdown.componentType'),
      dataIndex: 'component_type',
      responsive: ['md'],
      render: (type: PayBreakdown['component_type']) => t(`payBreakdown.type.${type}`),
    },
    {
      title: t('payBreakdown.rule'),
      key: 'rule',
      // On a phone the rule moves under the name, where it is read without scrolling the table.
      responsive: ['sm'],
      render: (_v, row) => <RuleText item={row} />,
    },
    {
      title: t('payBreakdown.isPensionable'),
      dataIndex: 'is_pensionable',
      responsive: ['lg'],
      render: (flag: boolean) => (flag ? t('words.yes') : t('words.no')),
    },
    {
      title: t('payBreakdown.isTaxable'),
      dataIndex: 'is_taxable',
      responsive: ['lg'],
      render: (flag: boolean) => (flag ? t('words.yes') : t('words.no')),
    },
    rowActionsColumn(t('words.actions'), (row) => ({
      actions: actions(row),
      label: t('payBreakdown.actionsFor', { name: row.allowance_name }),
      menuTestId: `pay-breakdown-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader back title={t('payBreakdown.title')} subtitle={t('payBreakdown.subtitle')} extra={create} />
      <DataTable
        testId="pay-breakdown-table"
        query={payBreakdownPageQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('payBreakdown.search')}
        empty={<EmptyState message={t('payBreakdown.empty')}>{create}</EmptyState>}
        emptyNarrowed={searchMiss('payBreakdown', 'pay-breakdown-clear-search')}
      />
    </>
  );
}
