import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, PAYMENT_OPTION_TYPES, type PaymentOption } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { ListFilter } from '../../../../platform/ui/data-table/list-filter.tsx';
import { EmptyState, SearchMissState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { crudRowActions } from '../../../../platform/ui/crud-row-actions.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { rowActionsColumn } from '../../../../platform/ui/row-actions-column.tsx';
import { OptionFormatText, OptionTypeTag } from '../components/option-bits.tsx';
import { paymentOptionScreens } from '../options.routes.tsx';
import { deletePaymentOptionMutation, paymentOptionsQuery, refreshPaymentOptions } from '../api.ts';
import '../i18n.ts';

const { paths } = paymentOptionScreens;

/** …/settings/payment-options (and /list): the options, searchable, by how they pay. */
export default function PaymentOptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const manage = hasPermission(useCurrentUser(), 'manage payments');
  const remove = useMutation({
    ...deletePaymentOptionMutation(),
    onSuccess: () => refreshPaymentOptions(queryClient),
  });
  const create = (testId: string) =>
    manage ? <CreateLink {...paths.create} label={t('paymentOption.create')} testId={testId} /> : null;

  const actions = (row: PaymentOption): RowAction[] =>
    crudRowActions(t, 'payment-option', row.id, {
      view: () => void navigate(paths.view(row.id)),
      more: manage
        ? [
            {
              key: 'mandate',
              label: t('paymentOption.uploadMandate'),
              icon: <UploadOutlined />,
              testId: `payment-option-mandate-${row.id}`,
              onClick: () => void navigate(paths.uploadMandate(row.id)),
            },
          ]
        : [],
      // A refused delete (the option is in use) shows the server's notice; the dialog just closes.
      remove: manage
        ? {
            title: t('paymentOption.deleteTitle', { name: row.name }),
            text: t('paymentOption.deleteText'),
            run: () => remove.mutateAsync(row.id),
          }
        : undefined,
    });

  const columns: TableColumnsType<PaymentOption> = [
    {
      title: t('paymentOption.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link {...paths.view(row.id)} data-testid={`payment-option-link-${row.id}`}>
          {name}
        </Link>
      ),
    },
    {
      title: t('paymentOption.type'),
      dataIndex: 'type',
      // On a phone the name and its actions are the row; the view shows the rest.
      responsive: ['sm'],
      render: (type: PaymentOption['type']) => <OptionTypeTag type={type} />,
    },
    {
      title: t('paymentOption.format'),
      key: 'format',
      responsive: ['md'],
      render: (_v, row) => <OptionFormatText option={row} />,
    },
    {
      title: t('paymentOption.mandates'),
      dataIndex: 'mandates_count',
      responsive: ['lg'],
      render: (count: number) => t('paymentOption.mandatesCount', { count }),
    },
    rowActionsColumn(t('paymentOption.actions'), (row) => ({
      actions: actions(row),
      label: t('paymentOption.actionsFor', { name: row.name }),
      menuTestId: `payment-option-actions-${row.id}`,
    })),
  ];

  return (
    <>
      <PageHeader
        back
        title={t('paymentOption.title')}
        subtitle={t('paymentOption.subtitle')}
        extra={create('payment-option-create')}
      />
      <DataTable
        testId="payment-option-table"
        query={paymentOptionsQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('paymentOption.search')}
        toolbar={(list) => (
          <ListFilter
            {...list}
            name="type"
            label={t('paymentOption.typeFilter')}
            placeholder={t('paymentOption.allTypes')}
            options={PAYMENT_OPTION_TYPES.map((type) => ({ value: type, label: t(`paymentOption.${type}`) }))}
            minWidth={200}
            testId="payment-option-type-filter"
          />
        )}
        empty={
          <EmptyState message={t('paymentOption.empty')}>{create('payment-option-create-empty')}</EmptyState>
        }
        emptyNarrowed={(query, clear) => (
          <SearchMissState
            texts="paymentOption"
            query={query}
            clear={clear}
            testId="payment-option-clear-search"
          />
        )}
      />
    </>
  );
}
