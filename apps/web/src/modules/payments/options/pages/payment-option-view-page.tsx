import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Button, Flex, Modal, Popconfirm } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PaymentOption } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { MandatesTable } from '../components/mandates-table.tsx';
import { OptionFormatText, OptionTypeTag } from '../components/option-bits.tsx';
import { PaymentOptionForm } from '../components/payment-option-form.tsx';
import { paymentOptionScreens } from '../options.routes.tsx';
import { deletePaymentOptionMutation, paymentOptionQuery, refreshPaymentOptions } from '../api.ts';
import '../i18n.ts';
import '../options.css';
import '../../../../platform/ui/fact-list.css';

const { paths } = paymentOptionScreens;

/** …/settings/payment-options/view/{id}: the option's details and its mandates. */
export default function PaymentOptionViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={paymentOptionQuery(id)} title={t('paymentOption.viewTitle')} subtitle={(r) => r.name}>
      {(option) => <PaymentOptionDetails option={option} />}
    </RecordPage>
  );
}

function PaymentOptionDetails({ option }: { option: PaymentOption }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const manage = hasPermission(useCurrentUser(), 'manage payments');
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    ...deletePaymentOptionMutation(),
    onSuccess: async () => {
      await refreshPaymentOptions(queryClient);
      await navigate(paths.list);
    },
  });
  const upload = manage ? (
    <Link {...paths.uploadMandate(option.id)}>
      <Button
        type="primary"
        icon={<UploadOutlined />}
        tabIndex={-1}
        data-testid="payment-option-upload-mandate"
      >
        {t('paymentOption.uploadMandate')}
      </Button>
    </Link>
  ) : null;
  const facts = [
    { key: 'name', label: t('paymentOption.name'), value: option.name },
    { key: 'type', label: t('paymentOption.type'), value: <OptionTypeTag type={option.type} /> },
    { key: 'format', label: t('paymentOption.format'), value: <OptionFormatText option={option} /> },
    {
      key: 'uploads',
      label: t('paymentOption.uploads'),
      value: option.uploads_count
        ? t('paymentOption.uploadsCount', { count: option.uploads_count })
        : t('paymentOption.notUsed'),
    },
    {
      key: 'created',
      label: t('paymentOption.created'),
      value: <DateTimeText value={option.created_at} empty="—" />,
    },
  ];
  return (
    <div className="cr-panel-stack" data-testid="payment-option-view">
      <Panel
        extra={
          manage ? (
            <Flex gap={8} wrap>
              <Button
                icon={<EditOutlined />}
                onClick={() => setEditing(true)}
                data-testid="payment-option-edit"
              >
                {t('paymentOption.edit')}
              </Button>
              <Popconfirm
                title={t('paymentOption.deleteTitle', { name: option.name })}
                description={t('paymentOption.deleteText')}
                okText={t('paymentOption.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(option.id).catch(() => undefined)}
              >
                <Button danger icon={<DeleteOutlined />} data-testid="payment-option-delete">
                  {t('paymentOption.delete')}
                </Button>
              </Popconfirm>
            </Flex>
          ) : null
        }
      >
        <dl className="cr-facts cr-payment-facts">
          {facts.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd data-testid={`payment-option-view-${f.key}`}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={t('mandate.listTitle')} extra={upload} testId="payment-option-mandates">
        <MandatesTable
          optionId={option.id}
          manage={manage}
          empty={<EmptyState message={t('mandate.empty')} />}
        />
      </Panel>
      <div>
        <Link {...paths.list} data-testid="payment-option-view-back">
          <ArrowLeftOutlined /> {t('paymentOption.backToList')}
        </Link>
      </div>
      <Modal
        open={editing}
        title={t('paymentOption.editTitle')}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(false)}
      >
        <PaymentOptionForm record={option} onSaved={() => setEditing(false)} />
      </Modal>
    </div>
  );
}
