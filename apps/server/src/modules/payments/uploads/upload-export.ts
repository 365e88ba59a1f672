import {
  PAYMENT_UPLOAD_MESSAGES as M,
  PAYMENT_UPLOAD_REPORT,
  APPROVED_PAYMENT_REPORT,
  type ReportDefinition,
} from '@clockroom/contracts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import * as repo from './uploads.repository.ts';
import { linesOf } from './lines.repository.ts';

/**
 * An upload's lines as a file (CSV, XLSX, PDF; ADR 34, 59): one row per line with its schedule, the
 * employee, the bank details it is paid to, the net pay and the line's status, with a totals row.
 * The approved payment's file holds its approved schedules only.
 */
export interface UploadFileFilter {
  transactionId: number;
}

function source(report: ReportDefinition, approvedOnly: boolean): ReportSource<UploadFileFilter> {
  return {
    report,
    async prepare(ctx: ActingContext, filter) {
      const upload = await repo.findUpload(ctx.tx, ctx.companyId, filter.transactionId);
      if (!upload || (approvedOnly && Number(upload.approved) === 0)) throw notFound(M.notFound);
      const schedules = await repo.schedulesOf(ctx.tx, ctx.companyId, filter.transactionId, approvedOnly);
      const byId = new Map(schedules.map((s) => [Number(s.id), s]));
      const lines = await linesOf(ctx.tx, ctx.companyId, [...byId.keys()]);
      const rows = lines.map((l) => {
        const s = byId.get(Number(l.schedule_id));
        return {
          schedule: s?.name ?? '',
          schedule_status: s?.status ?? '',
          name: l.name,
          pin: l.pin,
          bank_name: l.bank_name,
          account_number: l.account_number,
          account_name: l.account_name,
          amount: Number(l.amount_kobo),
          status: l.status,
          reason: l.reason,
        };
      });
      return {
        total: rows.length,
        rows: async (_c, page) => rows.slice(page.offset, page.offset + page.limit),
      };
    },
  };
}

export const paymentUploadFile = source(PAYMENT_UPLOAD_REPORT, false);
export const approvedPaymentFile = source(APPROVED_PAYMENT_REPORT, true);
