import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { nairaToKobo, type Reconciliation, type WalletStats } from '@clockroom/contracts';
import { Naira, useNairaText } from '../../../../platform/ui/money.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** The four headline figures (spec 3 "wallet stats"): balance, paid this month, pending, failed. */
export function WalletStatCards({ stats }: { stats: WalletStats }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'balance', label: t('wallet.balance'), value: stats.balance, count: null },
    {
      key: 'paid',
      label: t('wallet.paidThisMonth'),
      value: stats.paid_this_month,
      count: stats.paid_this_month_count,
    },
    { key: 'pending', label: t('wallet.pending'), value: stats.pending, count: stats.pending_count },
    { key: 'failed', label: t('wallet.failed'), value: stats.failed, count: stats.failed_count },
  ];
  return (
    <div className="cr-wallet-stats" data-testid="wallet-stats">
      {cards.map((c) => (
        <div key={c.key} className={`cr-wallet-stat cr-wallet-stat-${c.key}`}>
          <span className="cr-wallet-stat-value">
            <Naira value={c.value} testId={`wallet-stat-${c.key}`} />
          </span>
          <span className="cr-wallet-stat-label">
            {c.label}
            {c.count === null ? null : ` · ${t('wallet.transfersCount', { count: c.count })}`}
          </span>
        </div>
      ))}
    </div>
  );
}

const minor = (v: string) => nairaToKobo(v) ?? 0;

/** Six months of money in and out, as paired bars drawn with CSS (readable as a list, fits a phone). */
export function WalletChart({ chart }: { chart: WalletStats['chart'] }) {
  const { t, i18n } = useTranslation();
  const naira = useNairaText();
  const max = Math.max(1, ...chart.flatMap((c) => [minor(c.paid_in), minor(c.paid_out)]));
  const monthName = (month: string) =>
    new Date(`${month}-01T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'short', year: 'numeric' });
  return (
    <Panel title={t('wallet.chartTitle')} testId="wallet-chart">
      <dl className="cr-wallet-chart" aria-label={t('wallet.chartTitle')}>
        {chart.map((c) => (
          <div key={c.month} style={{ display: 'contents' }}>
            <dt className="cr-wallet-chart-month">{monthName(c.month)}</dt>
            <dd className="cr-wallet-chart-bars" style={{ margin: 0 }}>
              <span
                className="cr-wallet-chart-bar cr-wallet-chart-in"
                title={`${t('wallet.in')}: ${naira(c.paid_in)}`}
                style={{ width: `${(minor(c.paid_in) / max) * 100}%` }}
              />
              <span
                className="cr-wallet-chart-bar cr-wallet-chart-out"
                title={`${t('wallet.out')}: ${naira(c.paid_out)}`}
                style={{ width: `${(minor(c.paid_out) / max) * 100}%` }}
              />
            </dd>
            <dd className="cr-wallet-chart-value" style={{ margin: 0 }}>
              <div>
                {t('wallet.in')} {naira(c.paid_in)}
              </div>
              <div>
                {t('wallet.out')} {naira(c.paid_out)}
              </div>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** The last reconciliation with the provider: agreed, a difference flagged, or none yet. */
export function ReconciliationFlag({ reconciliation }: { reconciliation: Reconciliation | null }) {
  const { t } = useTranslation();
  const naira = useNairaText();
  if (!reconciliation)
    return (
      <Alert type="info" showIcon title={t('wallet.notReconciled')} data-testid="wallet-reconciliation" />
    );
  if (reconciliation.matched)
    return (
      <Alert
        type="success"
        showIcon
        title={t('wallet.reconciled', { day: reconciliation.day })}
        data-testid="wallet-reconciliation"
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      data-testid="wallet-reconciliation"
      title={t('wallet.mismatch', {
        ledger: naira(reconciliation.ledger_balance),
        provider: naira(reconciliation.provider_balance),
        difference: naira(reconciliation.difference),
        day: reconciliation.day,
      })}
    />
  );
}
