import { payslipEndpoints as E, type PayslipQuery } from '@clockroom/contracts';
import { endpointQuery, endpointUrl } from '../../../platform/api/endpoint-client.ts';
import { sessionHeaders } from '../../../platform/api/post-form.ts';
import { dispositionName, saveFetchedFile } from '../../../platform/ui/download-file.ts';

/** My payslip for a month: the report, or null when the month has none (ADR 46). */
export const myPayslipQuery = (query: PayslipQuery) => endpointQuery(E.mine, { body: query });

/** My payslips, newest first; `year` narrows them. */
export const myPayslipsQuery = (year?: number) =>
  endpointQuery(E.myList, { query: year === undefined ? {} : { year } });

/** Net pay by month of a year (the latest with a payslip by default) and the year to date. */
export const payrollDashboardQuery = (year?: number) =>
  endpointQuery(E.myDashboard, { query: year === undefined ? {} : { year } });

/**
 * Downloads my payslip's PDF (a POST, so not the kit's GET download) under the server's file name;
 * notifies instead of throwing. True when the browser was handed the file.
 */
export function downloadPayslipPdf(query: PayslipQuery): Promise<boolean> {
  return saveFetchedFile(
    endpointUrl(E.myPdf, {}),
    {
      method: 'POST',
      headers: { ...sessionHeaders('application/pdf'), 'Content-Type': 'application/json' },
      body: JSON.stringify(query),
    },
    (response) =>
      dispositionName(response.headers.get('content-disposition')) ??
      `payslip-${query.year}-${String(query.month).padStart(2, '0')}.pdf`,
  );
}
