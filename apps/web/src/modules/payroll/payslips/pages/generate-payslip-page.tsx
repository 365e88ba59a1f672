import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { MonthYearForm } from '../components/month-year-form.tsx';
import { PAYSLIP_PATHS } from '../payslip-paths.ts';
import '../i18n.ts';
import '../payslips.css';

/** /ess/payroll/payslip/generate-payslip: a month and a year, then the payslip's preview. */
export default function GeneratePayslipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('payslip.generateTitle')} subtitle={t('payslip.generateSubtitle')} />
      <Panel>
        <MonthYearForm
          testId="payslip-generate"
          onOpen={(asked) => void navigate({ to: PAYSLIP_PATHS.preview, search: asked as never })}
        />
      </Panel>
    </>
  );
}
