import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type CompanyRemittance } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { crudRowActions } from '../../../../platform/ui/crud-row-actions.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState, SearchMissState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { deleteRemittanceMutation, refreshRemittances, remittancePageQuery } from '../api.ts';
import { useFigureText } from '../../packages/money-text.ts';
import { adminRemittanceScreens } from '../statutory.routes.tsx';
import { RemittanceTags } from '../components/remittance-tags.tsx';
import '../i18n-remittances.ts';
import '../statutory.css';

const { paths } = adminRemittanceScreens;

/**
 * /admin/payroll/pay-package/settings/company-remittance (spec 3 §7): the employer contributions,
 * each with its rate and base, statutory or custom, on or off. A statutory one has no delete.
 */
export default function RemittancesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  const remove = useMutation({
    ...deleteRemittanceMutation(),
    onSuccess: () => refreshRemittances(queryClient),
  });
  const create = manage ? (
    <CreateLink {...paths.create} label={t('companyRemittance.create')} testId="remittance-create" />
  ) : null;
  const figures = useFigureText();
  const rule = (row: CompanyRemittance) =>
    t(`companyRemittance.rule.${row.base}`, { rate: figures.decimal(row.rate) });

  const actions = (row: CompanyRemittance): RowAction[] =>
    crudRowActions(t, 'remittance', row.id, {
      view: () => void navigate(paths.view(row.id)),
      edit: manage ? () => void navigate(paths.edit(row.id)) : undefined,
      remove:
        manage && !row.is_statutory
          ? {
              title: t('companyRemittance.deleteTitle', { name: row.name }),
              text: t('companyRemittance.deleteText'),
              run: () => remove.mutateAsync(row.id),
            }
          : undefined,
    });

  const columns: TableColumnsType<CompanyRemittance> = [
    {
      title: t('companyRemittance.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <span className="cr-statutory-name">
          <Link {...paths.view(row.id)} data-testid={`remittance-link-${row.id}`}>
            {name}
          </Link>
          <Tag bordered={false}>{row.code}</Tag>
          <span className="cr-statutory-narrow">{rule(row)}</span>
        </span>
      ),
    },
    { title: t('companyRemittance.rate'), key: 'rule', responsive: ['sm'], render: (_v, row) => rule(row) },
    {
      title: t('companyRemittance.minHeadcount'),
      dataIndex: 'min_headcount',
      responsive: ['lg'],
    },
    {
      title: t('companyRemittance.kind'),
      key: 'kind',
      responsive: ['md'],
      render: (_v, row) => <RemittanceTags item={row} />,
    },
    rowActionsColumn(t('words.actions'), (row) => ({
      actions: actions(row),
      label: t('companyRemittance.actionsFor', { name: row.name }),
      menuTestId: `remittance-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader
        back
        title={t('companyRemittance.title')}
        subtitle={t('companyRemittance.subtitle')}
        extra={create}
      />
      <DataTable
        testId="remittance-table"
        query={remittancePageQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('companyRemittance.search')}
        empty={<EmptyState message={t('companyRemittance.empty')}>{create}</EmptyState>}
        emptyNarrowed={(query, clear) => (
          <SearchMissState
            texts="companyRemittance"
            query={query}
            clear={clear}
            testId="remittance-clear-search"
          />
        )}
      />
    </>
  );
}
