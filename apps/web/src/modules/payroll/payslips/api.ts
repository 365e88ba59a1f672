import { payslipEndpoints as E, type PayslipQuery } from '@clockroom/contracts';
import { CLIENT_ERRORS } from '../../../platform/api/client.ts';
import { toApiError } from '../../../platform/api/api-error.ts';
import { endpointQuery, endpointUrl } from '../../../platform/api/endpoint-client.ts';
import { sessionHeaders } from '../../../platform/api/post-form.ts';
import { notifyError } from '../../../platform/notify/notify.ts';
import { dispositionName } from '../../../platform/ui/download-file.ts';

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
export async function downloadPayslipPdf(query: PayslipQuery): Promise<boolean> {
  try {
    const response = await fetch(endpointUrl(E.myPdf, {}), {
      method: 'POST',
      headers: { ...sessionHeaders('application/pdf'), 'Content-Type': 'application/json' },
      body: JSON.stringify(query),
    });
    if (!response.ok) {
      notifyError(toApiError(response.status, await response.json().catch(() => null)));
      return false;
    }
    const href = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download =
      dispositionName(response.headers.get('content-disposition')) ??
      `payslip-${query.year}-${String(query.month).padStart(2, '0')}.pdf`;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    return true;
  } catch {
    notifyError(new Error(CLIENT_ERRORS.network));
    return false;
  }
}
