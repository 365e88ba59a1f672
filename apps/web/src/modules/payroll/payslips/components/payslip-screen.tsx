import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { downloadPayslipPdf, myPayslipQuery } from '../api.ts';
import { monthLabel, periodLabel, type MonthYear } from '../payslip-format.ts';
import { PayslipView } from './payslip-view.tsx';
import '../i18n.ts';
import '../payslips.css';

interface PayslipScreenProps {
  asked: MonthYear;
  /** Where "Another month" goes: the generate screen this payslip was asked from. */
  generate: string;
  /** The page's title; the payslip's month by default. */
  title?: string;
}

/** The signed-in employee's payslip for a month, with its PDF and print, or the spec's empty text. */
export function PayslipScreen({ asked, generate, title }: PayslipScreenProps) {
  const { t } = useTranslation();
  const payslip = useQuery(myPayslipQuery(asked));
  const [downloading, setDownloading] = useState(false);
  const period = periodLabel(asked.month, asked.year);
  const download = async () => {
    setDownloading(true);
    if (await downloadPayslipPdf(asked)) notifySuccess(t('payslip.downloaded'));
    setDownloading(false);
  };
  const other = (
    <Link to={generate}>
      <Button data-testid="payslip-other-month">{t('payslip.otherMonth')}</Button>
    </Link>
  );
  const actions = payslip.data ? (
    <>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={downloading}
        onClick={() => void download()}
        data-testid="payslip-download"
      >
        {t('payslip.download')}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="payslip-print">
        {t('payslip.print')}
      </Button>
      {other}
    </>
  ) : (
    other
  );

  let body: React.ReactNode;
  if (payslip.isPending)
    body = (
      <Panel>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Panel>
    );
  else if (payslip.isError) body = <PageError error={payslip.error} onRetry={() => void payslip.refetch()} />;
  else if (!payslip.data)
    body = (
      <Panel testId="payslip-empty">
        <EmptyState message={t('payslips.noPayslip', { month: monthLabel(asked.month), year: asked.year })} />
      </Panel>
    );
  else
    body = (
      <>
        <PayslipView report={payslip.data} />
        <p className="cr-muted cr-payslip-hint">{t('payslip.pdfPassword')}</p>
      </>
    );

  return (
    <article className="cr-payslip" data-testid="payslip-screen">
      <PageHeader
        title={title ?? t('payslip.titleFor', { period })}
        subtitle={title ? period : t('payslip.subtitle')}
        extra={<div className="cr-payslip-actions">{actions}</div>}
      />
      {body}
    </article>
  );
}
