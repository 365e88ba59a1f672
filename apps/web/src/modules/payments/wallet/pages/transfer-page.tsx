import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Button, Popconfirm } from 'antd';
import { ArrowLeftOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Transfer } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { Naira } from '../../../../platform/ui/money.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { Facts, StatusHistory, StatusTag } from '../components/wallet-bits.tsx';
import { walletScreens } from '../wallet.routes.tsx';
import { refreshWallet, retryTransferMutation, transferQuery } from '../api.ts';
import '../i18n.ts';
import '../wallet.css';

const { paths } = walletScreens;

/** /admin/payroll/payment-wallet/view-single/{id}: one transfer, its history, and its retry. */
export default function TransferPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={transferQuery(id)} title={t('wallet.transferTitle')} subtitle={(r) => r.reference}>
      {(transfer) => <TransferDetails transfer={transfer} />}
    </RecordPage>
  );
}

function TransferDetails({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const manage = hasPermission(useCurrentUser(), 'manage payments');
  const retry = useMutation({
    ...retryTransferMutation(),
    onSuccess: async (answer) => {
      await refreshWallet(queryClient);
      await navigate(paths.transfer(answer.data.id));
    },
  });
  const canRetry = manage && transfer.status === 'failed' && transfer.retried_by_id === null;
  const facts = [
    { key: 'amount', label: t('wallet.amount'), value: <Naira value={transfer.amount} /> },
    { key: 'status', label: t('wallet.status'), value: <StatusTag status={transfer.status} /> },
    { key: 'beneficiary', label: t('wallet.beneficiary'), value: transfer.account_name },
    { key: 'account', label: t('wallet.account'), value: transfer.account_number },
    { key: 'bank', label: t('wallet.bank'), value: transfer.bank_name ?? transfer.bank_code },
    { key: 'line', label: t('wallet.line'), value: transfer.line_id },
    { key: 'narration', label: t('wallet.narration'), value: transfer.narration },
    { key: 'date', label: t('wallet.date'), value: <DateTimeText value={transfer.created_at} empty="—" /> },
    {
      key: 'settled',
      label: t('wallet.settledAt'),
      value: <DateTimeText value={transfer.settled_at} empty="—" />,
    },
    ...(transfer.failure_reason
      ? [{ key: 'failure', label: t('wallet.failure'), value: transfer.failure_reason }]
      : []),
    ...(transfer.retry_of_id
      ? [
          {
            key: 'retryOf',
            label: t('wallet.retryOf'),
            value: <Link {...paths.transfer(transfer.retry_of_id)}>#{transfer.retry_of_id}</Link>,
          },
        ]
      : []),
    ...(transfer.retried_by_id
      ? [
          {
            key: 'retriedBy',
            label: t('wallet.retriedBy'),
            value: <Link {...paths.transfer(transfer.retried_by_id)}>#{transfer.retried_by_id}</Link>,
          },
        ]
      : []),
  ];
  return (
    <div className="cr-panel-stack" data-testid="wallet-transfer-view">
      <Panel
        extra={
          canRetry ? (
            <Popconfirm
              title={t('wallet.retryTitle')}
              description={t('wallet.retryText')}
              okText={t('wallet.retry')}
              cancelText={t('common.cancel')}
              onConfirm={() => retry.mutateAsync(transfer.id).catch(() => undefined)}
            >
              <Button
                type="primary"
                icon={<RedoOutlined />}
                loading={retry.isPending}
                data-testid="wallet-retry"
              >
                {t('wallet.retry')}
              </Button>
            </Popconfirm>
          ) : null
        }
      >
        <Facts facts={facts} testId="wallet-transfer" />
      </Panel>
      <Panel title={t('wallet.history')}>
        <StatusHistory history={transfer.history} />
      </Panel>
      <div>
        <Link {...paths.viewAll} data-testid="wallet-back">
          <ArrowLeftOutlined /> {t('wallet.back')}
        </Link>
      </div>
    </div>
  );
}
