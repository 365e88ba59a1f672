import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Select, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALLOWANCE_CLAIM_STATUSES, formatDate, type AllowanceClaim } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Naira } from '../../../../platform/ui/money.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { essAllowanceScreens } from '../allowances.routes.tsx';
import { myClaimsQuery, refreshClaims, withdrawClaimMutation } from '../api.ts';
import { monthText } from '../month-text.ts';
import { ClaimStatusTag } from './claim-bits.tsx';

const { paths } = essAllowanceScreens;

/** The employee's claims, newest first, filtered by status; a pending one is edited or withdrawn. */
export function MyClaims() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withdraw = useMutation({ ...withdrawClaimMutation(), onSuccess: () => refreshClaims(queryClient) });

  const actions = (row: AllowanceClaim): RowAction[] =>
    row.can_edit
      ? [
          {
            key: 'edit',
            label: t('allowanceClaim.edit'),
            icon: <EditOutlined />,
            testId: `allowance-claim-edit-${row.id}`,
            onClick: () => void navigate(paths.edit(row.id)),
          },
          {
            key: 'withdraw',
            label: t('allowanceClaim.withdraw'),
            icon: <DeleteOutlined />,
            testId: `allowance-claim-withdraw-${row.id}`,
            danger: true,
            confirm: {
              title: t('allowanceClaim.withdrawTitle'),
              text: t('allowanceClaim.withdrawText'),
              okText: t('allowanceClaim.withdraw'),
              cancelText: t('common.cancel'),
              onConfirm: () => withdraw.mutateAsync(row.id).catch(() => undefined),
            },
          },
        ]
      : [];

  const columns: TableColumnsType<AllowanceClaim> = [
    {
      title: t('allowanceClaim.claim'),
      dataIndex: 'title',
      // On a phone the status column is gone: the status sits under the claim instead.
      render: (v: string, row) => (
        <span className="cr-wrap">
          {v}
          <span className="cr-claim-who">
            <ClaimStatusTag record={row} phoneCopy />
          </span>
        </span>
      ),
    },
    {
      title: t('allowanceClaim.amountColumn'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <Naira value={amount} />,
    },
    {
      title: t('allowanceClaim.status'),
      key: 'status',
      responsive: ['sm'],
      render: (_v, row) => <ClaimStatusTag record={row} />,
    },
    {
      title: t('allowanceClaim.payMonth'),
      dataIndex: 'pay_month',
      responsive: ['sm'],
      // A pending claim is paid once approved; a rejected one never is.
      render: (m: string | null, row) =>
        m ? monthText(m) : row.status === 'pending' ? t('allowanceClaim.notYet') : '—',
    },
    {
      title: t('allowanceClaim.submitted'),
      dataIndex: 'created_at',
      responsive: ['md'],
      render: (at: string) => formatDate(at.slice(0, 10)),
    },
    rowActionsColumn(t('allowanceClaim.actions'), (row) => ({
      actions: actions(row),
      label: t('allowanceClaim.actionsFor', { id: row.id }),
      menuTestId: `allowance-claim-actions-${row.id}`,
    })),
  ];

  return (
    <DataTable
      testId="allowance-claims"
      query={myClaimsQuery}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('allowanceClaim.search')}
      toolbar={({ filters, setFilter }) => (
        <Select
          allowClear
          className="cr-allowance-status-filter"
          placeholder={t('allowanceClaim.statusAll')}
          aria-label={t('allowanceClaim.status')}
          value={filters['status'] || undefined}
          onChange={(v: string | undefined) => setFilter('status', v)}
          options={ALLOWANCE_CLAIM_STATUSES.map((s) => ({
            value: s,
            label: t(`allowanceClaim.status.${s}`),
          }))}
          data-testid="allowance-claims-status"
        />
      )}
      empty={<EmptyState message={t('allowanceClaim.noClaims')} />}
      emptyNarrowed={(query, clear) => (
        <EmptyState message={t('allowanceClaim.noClaimsFor', { query })}>
          <Button type="link" onClick={clear}>
            {t('allowanceClaim.clearSearch')}
          </Button>
        </EmptyState>
      )}
    />
  );
}
