import { Link, useNavigate } from '@tanstack/react-router';
import { Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type BenefitDeduction } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { crudRowActions } from '../../../../platform/ui/crud-row-actions.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { searchMiss } from '../../../../platform/ui/resource-list/search-miss.tsx';
import { AreaTabs, MonthInput, monthsText, StatusTag } from '../components/bits.tsx';
import { benefitDeductionScreens } from '../benefit-deduction.routes.tsx';
import { deleteRecordMutation, recordsQuery, refreshRecords } from '../api.ts';
import { employeeColumn, typeKindAmountColumns } from '../components/record-columns.tsx';
import '../i18n.ts';
import '../benefit-deduction.css';

const { paths } = benefitDeductionScreens;

/** /admin/payroll/benefit-deduction/view-all: every record of the branches the user sees (ADR 54). */
export default function RecordsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const remove = useRefreshingWrite(deleteRecordMutation(), refreshRecords);
  const mayCreate = hasPermission(user, 'create benefit deduction');
  const mayDelete = hasPermission(user, 'delete benefit deduction');
  const create = mayCreate ? (
    <CreateLink {...paths.create} label={t('benefitDeduction.create')} testId="benefit-deduction-create" />
  ) : null;

  const actions = (row: BenefitDeduction): RowAction[] =>
    crudRowActions(t, 'benefit-deduction', row.id, {
      view: () => void navigate(paths.view(row.id)),
      edit: row.can_edit ? () => void navigate(paths.edit(row.id)) : undefined,
      remove: mayDelete
        ? {
            title: t('benefitDeduction.deleteTitle', { name: `${row.type_name} · ${row.employee_name}` }),
            text: t('benefitDeduction.deleteText'),
            run: () => remove.mutateAsync([row.id]),
          }
        : undefined,
    });

  const columns: TableColumnsType<BenefitDeduction> = [
    employeeColumn(
      t,
      (name, row) => (
        <Link {...paths.view(row.id)} data-testid={`benefit-deduction-link-${row.id}`}>
          {name}
        </Link>
      ),
      (row) => <StatusTag record={row} phoneCopy />,
    ),
    ...typeKindAmountColumns(t),
    {
      title: t('benefitDeduction.months'),
      key: 'months',
      responsive: ['lg'],
      render: (_v, row) => (
        <span className="cr-wrap">
          {monthsText(row)}
          <span className="cr-muted cr-small" style={{ display: 'block' }}>
            {t(`benefitDeduction.frequencies.${row.frequency}`)} ·{' '}
            {t('benefitDeduction.monthsPaid', { paid: row.months_paid, total: row.months_total })}
          </span>
        </span>
      ),
    },
    {
      title: t('benefitDeduction.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (_v, row) => <StatusTag record={row} />,
    },
    rowActionsColumn(t('benefitDeduction.actions'), (row) => ({
      actions: actions(row),
      label: t('benefitDeduction.actionsFor', { id: row.id }),
      menuTestId: `benefit-deduction-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader
        title={t('benefitDeduction.title')}
        subtitle={t('benefitDeduction.subtitle')}
        extra={create}
      />
      <AreaTabs active="list" />
      <DataTable
        testId="benefit-deduction-table"
        query={recordsQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('benefitDeduction.search')}
        toolbar={({ filters, setFilter }) => (
          <>
            <Select
              className="cr-bd-filter"
              aria-label={t('benefitDeduction.kind')}
              data-testid="benefit-deduction-filter-kind"
              value={filters['kind'] ?? ''}
              onChange={(v: string) => setFilter('kind', v || null)}
              options={[
                { value: '', label: t('benefitDeduction.allKinds') },
                { value: 'benefit', label: t('benefitDeduction.kinds.benefit') },
                { value: 'deduction', label: t('benefitDeduction.kinds.deduction') },
              ]}
            />
            <Select
              className="cr-bd-filter"
              aria-label={t('benefitDeduction.status')}
              data-testid="benefit-deduction-filter-status"
              value={filters['status'] ?? ''}
              onChange={(v: string) => setFilter('status', v || null)}
              options={[
                { value: '', label: t('benefitDeduction.allStatuses') },
                ...(['pending', 'approved', 'rejected'] as const).map((s) => ({
                  value: s,
                  label: t(`benefitDeduction.statuses.${s}`),
                })),
              ]}
            />
            <MonthInput
              allowClear
              testId="benefit-deduction-filter-month"
              label={t('benefitDeduction.month')}
              value={filters['month'] ?? null}
              onChange={(v) => setFilter('month', v)}
            />
          </>
        )}
        empty={<EmptyState message={t('benefitDeduction.empty')}>{create}</EmptyState>}
        emptyNarrowed={searchMiss('benefitDeduction', 'benefit-deduction-clear-search')}
      />
    </>
  );
}
