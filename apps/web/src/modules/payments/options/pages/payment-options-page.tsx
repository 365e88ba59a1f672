import { useNavigate } from '@tanstack/react-router';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, PAYMENT_OPTION_TYPES, type PaymentOption } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ListFilter } from '../../../../platform/ui/data-table/list-filter.tsx';
import { ViewListPage } from '../../../../platform/ui/resource-list/view-list-page.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { OptionFormatText, OptionTypeTag } from '../components/option-bits.tsx';
import { paymentOptionScreens } from '../options.routes.tsx';
import { deletePaymentOptionMutation, paymentOptionsQuery, refreshPaymentOptions } from '../api.ts';
import '../i18n.ts';

const { paths } = paymentOptionScreens;

/** …/settings/payment-options (and /list): the options, searchable, by how they pay. */
export default function PaymentOptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const manage = hasPermission(useCurrentUser(), 'manage payments');
  // A refused delete (the option is in use) shows the server's notice; the dialog just closes.
  const remove = useRefreshingWrite(deletePaymentOptionMutation(), refreshPaymentOptions);

  return (
    <ViewListPage
      texts="paymentOption"
      testId="payment-option"
      query={paymentOptionsQuery}
      manage={manage}
      // An option is changed from its view; its row offers no edit.
      links={{ create: paths.create, view: paths.view }}
      name={{ title: t('paymentOption.name'), of: (row: PaymentOption) => row.name }}
      columns={[
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
      ]}
      actions={{
        title: t('paymentOption.actions'),
        label: (row) => t('paymentOption.actionsFor', { name: row.name }),
        more: (row) => [
          {
            key: 'mandate',
            label: t('paymentOption.uploadMandate'),
            icon: <UploadOutlined />,
            testId: `payment-option-mandate-${row.id}`,
            onClick: () => void navigate(paths.uploadMandate(row.id)),
          },
        ],
      }}
      remove={(id) => remove.mutateAsync(id)}
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
      emptyCreateTestId="payment-option-create-empty"
    />
  );
}
