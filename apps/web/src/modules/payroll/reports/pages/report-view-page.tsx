import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAYROLL_REPORT_MESSAGES as M } from '@clockroom/contracts';
import { notifyError } from '../../../../platform/notify/notify.ts';
import { useReportSearch } from '../../../../platform/reports/use-report-search.ts';
import { GeneralReportView } from '../components/general-report-view.tsx';
import { RemittanceReportView } from '../components/remittance-report-view.tsx';
import { parsePayrollReportSearch, payrollReportFilter, payrollReportPaths } from '../report-address.ts';
import '../i18n.ts';
import '../reports.css';

/**
 * /admin/payroll/report/all (spec 3 §2 "report: generate, all"): the chosen report of the month, its
 * totals, subtotals and due date, and Export As. Everything is in the address; without a month and
 * a year the user goes back to generate with the spec's words.
 */
export default function PayrollReportViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, pager } = useReportSearch(parsePayrollReportSearch);
  const filter = payrollReportFilter(search);

  useEffect(() => {
    if (filter) return;
    notifyError(new Error(t(M.monthYearRequired)));
    void navigate({
      to: payrollReportPaths.generate,
      search: { report: search.report } as never,
      replace: true,
    });
    // Once, when the address names no month.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter === null]);
  if (!filter) return null;

  if (search.report === 'general') return <GeneralReportView filter={filter} pager={pager} />;
  const { include_open: _open, ...remittance } = filter;
  return <RemittanceReportView kind={search.report} filter={remittance} pager={pager} />;
}
