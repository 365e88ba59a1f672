import { PAYSLIP_PATHS } from '../payslip-paths.ts';
import { AskedPayslip } from '../components/asked-payslip.tsx';

/** /ess/payroll/report/payslip?month&year (spec 2, 3 "Payslip view"); without both, back to generate. */
export default function ReportPayslipPage() {
  return <AskedPayslip generate={PAYSLIP_PATHS.reportGenerate} />;
}
