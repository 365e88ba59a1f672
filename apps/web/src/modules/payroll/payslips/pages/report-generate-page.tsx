import { Tabs } from 'antd';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { GeneralReport } from '../components/general-report.tsx';
import { MonthYearForm } from '../components/month-year-form.tsx';
import { PAYSLIP_PATHS } from '../payslip-paths.ts';
import '../i18n.ts';
import '../payslips.css';

type Tab = 'payslip' | 'general';

/**
 * /ess/payroll/report/generate (spec 2, 3 "Payroll report generate"): tabs Payslip and General Report,
 * payslip by default (`?tab=general` opens the other). Payslip asks for a month and a year and opens
 * the payslip view; General Report is my pay month by month for a chosen year.
 */
export default function ReportGeneratePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const tab: Tab = search['tab'] === 'general' ? 'general' : 'payslip';
  const year = typeof search['year'] === 'number' ? search['year'] : undefined;
  const go = (next: { tab: Tab; year?: number }) =>
    void navigate({ to: PAYSLIP_PATHS.reportGenerate, search: next as never, replace: true });
  return (
    <>
      <PageHeader title={t('payslip.reportTitle')} subtitle={t('payslip.reportSubtitle')} />
      <Panel>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key as Tab })}
          items={[
            {
              key: 'payslip',
              label: t('payslip.tabPayslip'),
              children: (
                <MonthYearForm
                  testId="payroll-report-payslip"
                  onOpen={(asked) =>
                    void navigate({ to: PAYSLIP_PATHS.reportPayslip, search: asked as never })
                  }
                />
              ),
            },
            {
              key: 'general',
              label: t('payslip.tabGeneral'),
              children: <GeneralReport year={year} onYear={(y) => go({ tab: 'general', year: y })} />,
            },
          ]}
          data-testid="payroll-report-tabs"
        />
      </Panel>
    </>
  );
}
