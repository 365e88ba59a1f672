import { WalletOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatNaira, type HomePayslip } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import '../payslip-card-i18n.ts';

const LAYOUT = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, margin: '12px 0' } as const;
const FIGURE = { margin: 0, fontSize: 20, fontWeight: 600 } as const;

/**
 * Spec 2 home "Payslip" card (the response's payslip: grosspay, netpay): the viewer's latest
 * payslip, linked to the full payslip (the spec's empty link, ADR 46), or a calm empty line.
 */
export function PayslipCard({ payslip }: { payslip: HomePayslip | null }) {
  const { t, i18n } = useTranslation();
  const title = (
    <>
      <WalletOutlined aria-hidden /> {t('home.payslip')}
    </>
  );
  if (!payslip)
    return (
      <Panel title={title} testId="home-payslip">
        <p className="cr-muted">{t('home.noPayslip')}</p>
      </Panel>
    );
  const period = `${dayjs()
    .month(payslip.month - 1)
    .format('MMMM')} ${payslip.year}`;
  return (
    <Panel title={title} testId="home-payslip">
      <p className="cr-muted">{t('home.payslipPeriod', { period })}</p>
      <dl style={LAYOUT}>
        <div>
          <dt>{t('home.grossPay')}</dt>
          <dd style={FIGURE} data-testid="home-payslip-gross">
            {formatNaira(payslip.grosspay, i18n.language)}
          </dd>
        </div>
        <div>
          <dt>{t('home.netPay')}</dt>
          <dd style={FIGURE} data-testid="home-payslip-net">
            {formatNaira(payslip.netpay, i18n.language)}
          </dd>
        </div>
      </dl>
      <Link
        to="/ess/payroll/payslip/preview-payslip"
        search={{ month: payslip.month, year: payslip.year } as never}
        data-testid="home-payslip-view"
      >
        {t('home.viewPayslip')}
      </Link>
    </Panel>
  );
}
