import { PAYSLIP_PATHS } from '../payslip-paths.ts';
import { AskedPayslip } from '../components/asked-payslip.tsx';

/** /ess/payroll/payslip/preview-payslip?month&year: the payslip; without both, back to generate. */
export default function PreviewPayslipPage() {
  return <AskedPayslip generate={PAYSLIP_PATHS.generate} />;
}
