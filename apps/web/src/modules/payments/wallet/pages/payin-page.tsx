import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { Naira } from '../../../../platform/ui/money.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { Facts, StatusHistory, StatusTag } from '../components/wallet-bits.tsx';
import { walletScreens } from '../wallet.routes.tsx';
import { payinQuery } from '../api.ts';
import '../i18n.ts';
import '../wallet.css';

/** /admin/payroll/payment-wallet/view-single/payin/{id}: one top-up and its history. */
export default function PayinPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={{
        ...payinQuery(id),
        refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false),
      }}
      title={t('wallet.payinTitle')}
      subtitle={(r) => r.reference}
    >
      {(payin) => (
        <div className="cr-panel-stack" data-testid="wallet-payin-view">
          <Panel>
            <Facts
              testId="wallet-payin"
              facts={[
                { key: 'amount', label: t('wallet.amount'), value: <Naira value={payin.amount} /> },
                { key: 'status', label: t('wallet.status'), value: <StatusTag status={payin.status} /> },
                { key: 'reference', label: t('wallet.reference'), value: payin.reference },
                { key: 'by', label: t('wallet.by'), value: payin.created_by ?? '—' },
                {
                  key: 'date',
                  label: t('wallet.date'),
                  value: <DateTimeText value={payin.created_at} empty="—" />,
                },
                {
                  key: 'settled',
                  label: t('wallet.settledAt'),
                  value: <DateTimeText value={payin.settled_at} empty="—" />,
                },
              ]}
            />
          </Panel>
          <Panel title={t('wallet.history')}>
            <StatusHistory history={payin.history} />
          </Panel>
          <div>
            <Link {...walletScreens.paths.viewAll} data-testid="wallet-back">
              <ArrowLeftOutlined /> {t('wallet.back')}
            </Link>
          </div>
        </div>
      )}
    </RecordPage>
  );
}
