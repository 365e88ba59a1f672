import { useState } from 'react';
import { Select, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { myPayslipsQuery } from '../api.ts';
import { PayslipMonths } from '../components/payslip-months.tsx';
import { PAYSLIP_PATHS } from '../payslip-paths.ts';
import '../i18n.ts';
import '../payslips.css';

/** /ess/payroll/payslip/view-all: my payslips by month, newest first; a month opens its payslip. */
export default function ViewAllPayslipsPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | undefined>();
  const list = useQuery(myPayslipsQuery(year));
  const years = useQuery(myPayslipsQuery()).data?.years ?? [];
  const filter = (
    <Select<number | 'all'>
      value={year ?? 'all'}
      onChange={(v) => setYear(v === 'all' ? undefined : v)}
      options={[
        { value: 'all', label: t('payslip.allYears') },
        ...years.map((y) => ({ value: y, label: String(y) })),
      ]}
      aria-label={t('payslip.year')}
      style={{ minWidth: 140 }}
      data-testid="payslips-year"
    />
  );
  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.results.length === 0) body = <EmptyState message={t('payslip.noPayslips')} />;
  else
    body = <PayslipMonths months={list.data.results} open={PAYSLIP_PATHS.preview} testId="payslips-list" />;
  return (
    <>
      <PageHeader title={t('payslip.viewAllTitle')} subtitle={t('payslip.viewAllSubtitle')} extra={filter} />
      <Panel>{body}</Panel>
    </>
  );
}
