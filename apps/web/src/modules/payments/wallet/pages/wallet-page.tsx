import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { Button, Flex } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { useNairaText } from '../../../../platform/ui/money.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { ReconciliationFlag, WalletChart, WalletStatCards } from '../components/wallet-overview.tsx';
import { PayinsTable, TransfersTable } from '../components/wallet-tables.tsx';
import { walletScreens } from '../wallet.routes.tsx';
import { statsQuery, walletQuery } from '../api.ts';
import '../i18n.ts';
import '../wallet.css';

const { paths } = walletScreens;

/** /admin/payroll/payment-wallet/view-all: the figures, the chart, the reconciliation, the lists. */
export default function WalletPage() {
  const { t } = useTranslation();
  const naira = useNairaText();
  const manage = hasPermission(useCurrentUser(), 'manage payments');
  const stats = useQuery(statsQuery());
  const wallet = useQuery(walletQuery());
  const { list } = useSearch({ strict: false }) as { list?: string };
  const actions = (
    <Flex gap={8} wrap>
      <Link {...paths.settings}>
        <Button icon={<SettingOutlined />} tabIndex={-1} data-testid="wallet-settings-link">
          {t('wallet.settings')}
        </Button>
      </Link>
      {manage ? (
        <Link {...paths.topup}>
          <Button type="primary" icon={<PlusOutlined />} tabIndex={-1} data-testid="wallet-topup-link">
            {t('wallet.topup')}
          </Button>
        </Link>
      ) : null}
    </Flex>
  );
  return (
    <>
      <PageHeader title={t('wallet.title')} subtitle={t('wallet.subtitle')} extra={actions} />
      {stats.isPending ? (
        <PageLoading />
      ) : stats.isError ? (
        <PageError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <div className="cr-panel-stack">
          <div>
            <WalletStatCards stats={stats.data} />
            {wallet.data && wallet.data.reserved !== '0.00' ? (
              <p className="cr-wallet-sub" data-testid="wallet-reserved">
                {t('wallet.reserved', { amount: naira(wallet.data.reserved) })}
              </p>
            ) : null}
          </div>
          <ReconciliationFlag reconciliation={stats.data.reconciliation} />
          <WalletChart chart={stats.data.chart} />
          {list === 'payins' ? <PayinsTable /> : <TransfersTable />}
        </div>
      )}
    </>
  );
}
