import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type BenefitDeductionType } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { crudRowActions } from '../../../../platform/ui/crud-row-actions.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { KindTag } from '../components/bits.tsx';
import { benefitDeductionTypeScreens } from '../benefit-deduction.routes.tsx';
import { deleteTypeMutation, refreshTypes, typesQuery } from '../api.ts';
import '../i18n.ts';
import '../benefit-deduction.css';

const { paths } = benefitDeductionTypeScreens;

/** /admin/payroll/benefit-deduction/settings/benefit-deduction-type/view-all */
export default function TypesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const remove = useMutation({ ...deleteTypeMutation(), onSuccess: () => refreshTypes(queryClient) });
  const create = hasPermission(user, 'create benefit deduction') ? (
    <CreateLink
      {...paths.create}
      label={t('benefitDeductionType.create')}
      testId="benefit-deduction-type-create"
    />
  ) : null;
  const mayEdit = hasPermission(user, 'edit benefit deduction');
  const mayDelete = hasPermission(user, 'delete benefit deduction');
  const actions = (row: BenefitDeductionType): RowAction[] =>
    crudRowActions(t, 'benefit-deduction-type', row.id, {
      edit: mayEdit ? () => void navigate(paths.edit(row.id)) : undefined,
      remove: mayDelete
        ? {
            title: t('benefitDeductionType.deleteTitle', { name: row.name }),
            text: t('benefitDeductionType.deleteText'),
            run: () => remove.mutateAsync([row.id]),
          }
        : undefined,
    });
  const columns: TableColumnsType<BenefitDeductionType> = [
    {
      title: t('benefitDeductionType.name'),
      dataIndex: 'name',
      render: (name: string, row) =>
        mayEdit ? (
          <Link {...paths.edit(row.id)} data-testid={`benefit-deduction-type-link-${row.id}`}>
            {name}
          </Link>
        ) : (
          name
        ),
    },
    {
      title: t('benefitDeductionType.isDeduction'),
      dataIndex: 'kind',
      render: (kind: BenefitDeductionType['kind']) => <KindTag kind={kind} />,
    },
    {
      title: t('benefitDeductionType.taxable'),
      dataIndex: 'is_taxable',
      responsive: ['sm'],
      render: (v: boolean, row) =>
        row.is_deduction ? '–' : t(v ? 'benefitDeduction.yes' : 'benefitDeduction.no'),
    },
    {
      title: t('benefitDeductionType.description'),
      dataIndex: 'description',
      responsive: ['lg'],
      render: (v: string | null) => <span className="cr-wrap">{v ?? ''}</span>,
    },
    {
      title: t('benefitDeductionType.records'),
      dataIndex: 'records_count',
      align: 'right',
      responsive: ['md'],
    },
    rowActionsColumn(t('benefitDeduction.actions'), (row) => ({
      actions: actions(row),
      label: t('benefitDeduction.actionsFor', { id: row.name }),
      menuTestId: `benefit-deduction-type-actions-${row.id}`,
    })),
  ];
  return (
    <>
      <PageHeader
        back
        title={t('benefitDeductionType.title')}
        subtitle={t('benefitDeductionType.subtitle')}
        extra={create}
      />
      <DataTable
        testId="benefit-deduction-type-table"
        query={typesQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('benefitDeductionType.search')}
        empty={<EmptyState message={t('benefitDeductionType.empty')}>{create}</EmptyState>}
        emptyNarrowed={(query, clear) => (
          <EmptyState message={t('benefitDeductionType.emptyFor', { query })}>
            <Button type="link" onClick={clear}>
              {t('benefitDeduction.clearSearch')}
            </Button>
          </EmptyState>
        )}
      />
    </>
  );
}
