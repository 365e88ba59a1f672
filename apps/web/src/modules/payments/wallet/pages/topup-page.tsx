import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_WALLET_MESSAGES as M, type Payin } from '@clockroom/contracts';
import { useNairaText } from '../../../../platform/ui/money.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { Facts } from '../components/wallet-bits.tsx';
import { walletScreens } from '../wallet.routes.tsx';
import {
  createPayinMutation,
  openVirtualAccountMutation,
  payinQuery,
  refreshWallet,
  walletQuery,
} from '../api.ts';
import '../i18n.ts';
import '../wallet.css';

/** /admin/payroll/payment-wallet/topup-wallet: the virtual account, and a pay-in to announce. */
export default function TopupPage() {
  const { t } = useTranslation();
  const wallet = useQuery(walletQuery());
  const [made, setMade] = useState<Payin | null>(null);
  return (
    <>
      <PageHeader back title={t('wallet.topupTitle')} subtitle={t('wallet.topupSubtitle')} />
      {wallet.isPending ? (
        <PageLoading />
      ) : wallet.isError ? (
        <PageError error={wallet.error} onRetry={() => void wallet.refetch()} />
      ) : (
        <div className="cr-panel-stack">
          <VirtualAccountPanel account={wallet.data.virtual_account} />
          {made ? <PayinProgress payin={made} /> : null}
          <TopupForm onMade={setMade} />
        </div>
      )}
    </>
  );
}

function VirtualAccountPanel({
  account,
}: {
  account: { account_number: string; account_name: string; bank_name: string } | null;
}) {
  const { t } = useTranslation();
  const open = useRefreshingWrite(openVirtualAccountMutation(), refreshWallet);
  if (!account)
    return (
      <Panel title={t('wallet.virtualAccount')} testId="wallet-virtual-account">
        <p>{t('wallet.noVirtualAccount')}</p>
        <Button
          loading={open.isPending}
          onClick={() => open.mutate()}
          data-testid="wallet-open-virtual-account"
        >
          {t('wallet.openVirtualAccount')}
        </Button>
      </Panel>
    );
  return (
    <Panel title={t('wallet.virtualAccount')} testId="wallet-virtual-account">
      <Facts
        testId="wallet-virtual-account"
        facts={[
          {
            key: 'number',
            label: t('wallet.accountNumber'),
            value: <span className="cr-wallet-account">{account.account_number}</span>,
          },
          { key: 'name', label: t('wallet.accountName'), value: account.account_name },
          { key: 'bank', label: t('wallet.bank'), value: account.bank_name },
        ]}
      />
    </Panel>
  );
}

/** The announced pay-in, read again every two seconds until the provider settles it. */
function PayinProgress({ payin }: { payin: Payin }) {
  const { t } = useTranslation();
  const naira = useNairaText();
  const queryClient = useQueryClient();
  const live = useQuery({
    ...payinQuery(payin.id),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2000 : false),
  });
  const current = live.data ?? payin;
  const settled = current.status === 'settled';
  // Once the money is in, the balance and lists elsewhere are read afresh.
  useEffect(() => {
    if (settled) void refreshWallet(queryClient);
  }, [settled, queryClient]);
  if (settled) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="wallet-payin-settled"
        title={t('wallet.arrived', { amount: naira(current.amount) })}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      data-testid="wallet-payin-pending"
      title={t('wallet.waiting', { amount: naira(current.amount), reference: current.reference })}
    />
  );
}

function TopupForm({ onMade }: { onMade: (p: Payin) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount: string }>();
  const save = useFormSave(form, {
    ...createPayinMutation(),
    refresh: refreshWallet,
    onSuccess: (answer) => {
      onMade(answer.data);
      form.resetFields();
    },
    fieldErrors: { fields: ['amount'] },
  });
  return (
    <PanelForm<{ amount: string }>
      testId="wallet-topup-form"
      name="wallet-topup"
      form={form}
      onFinish={(v) => save.mutate({ amount: v.amount })}
      saving={save.isPending}
      cancel={walletScreens.paths.viewAll}
      saveLabel={t('wallet.createPayin')}
      saveTestId="wallet-topup-save"
    >
      <p className="cr-wallet-sub">{t('wallet.topupHint')}</p>
      <Form.Item
        name="amount"
        label={t('wallet.amountNaira')}
        rules={[
          requiredRule(M.amountRequired, t),
          { pattern: /^\d{1,12}(\.\d{1,2})?$/, message: t(M.amountRequired) },
        ]}
      >
        <Input inputMode="decimal" maxLength={15} data-testid="wallet-topup-amount" />
      </Form.Item>
    </PanelForm>
  );
}
