import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { myPayslipsQuery } from '../api.ts';
import { PayslipScreen } from '../components/payslip-screen.tsx';
import { PAYSLIP_PATHS } from '../payslip-paths.ts';
import '../i18n.ts';

/** /ess/payslip (issue 19): the employee's latest payslip, or where payslips will appear. */
export default function LatestPayslipPage() {
  const { t } = useTranslation();
  const list = useQuery(myPayslipsQuery());
  const latest = list.data?.results[0];
  if (latest)
    return (
      <PayslipScreen
        asked={{ month: latest.month, year: latest.year }}
        generate={PAYSLIP_PATHS.generate}
        title={t('payslip.latestTitle')}
      />
    );
  return (
    <>
      <PageHeader title={t('payslip.latestTitle')} />
      {list.isPending ? (
        <Panel>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Panel testId="payslip-latest-empty">
          <EmptyState message={t('payslip.noPayslips')} />
        </Panel>
      )}
    </>
  );
}
