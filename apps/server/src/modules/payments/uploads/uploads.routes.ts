import type { FastifyInstance } from 'fastify';
import { PAYMENT_UPLOAD_MESSAGES as M, paymentUploadEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { fileResponse } from '../../../platform/files/file-response.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerApprovalSubject } from '../../../platform/approvals/inbox.ts';
import { registerUploadMaker } from '../../payroll/index.ts';
import { paymentScheduleSubject } from './schedule-approval.ts';
import { createUpload } from './upload.service.ts';
import { decideSchedules, listUploads, optionUses, uploadSchedules } from './uploads.service.ts';
import { bankFile, markLines, payAgain } from './payment.service.ts';
import { listenToPayouts } from './payout.ts';
import { paymentUploadFile } from './upload-export.ts';
import { registerPaymentOptionUse } from '../options/index.ts';

const bankFileResponse = fileResponse("An approved schedule's bank file", ['text/csv']);

/** Payment uploads (issue 21, ADR 59): the maker's upload, the checkers' decisions, and paying. */
export async function registerPaymentUploads(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerApprovalSubject(deps.approvals, paymentScheduleSubject());
  registerUploadMaker((ctx, filter, option) => createUpload(ctx, deps.approvals, filter, option));
  listenToPayouts();
  registerPaymentOptionUse(optionUses);
  serviceRoute(app, E.list, M.listed, 'query', listUploads);
  route(app, E.schedules, async (req) =>
    ok(M.schedulesListed, await uploadSchedules(signedIn(req), req.params.transaction_id)),
  );
  route(app, E.decide, (req) =>
    decideSchedules(signedIn(req), deps, req.params.transaction_id, req.params.action, req.body),
  );
  route(
    app,
    E.bankFile,
    async (req, reply) => {
      const file = await bankFile(signedIn(req), req.params.transaction_id, req.params.schedule_id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
    { fileResponse: bankFileResponse },
  );
  route(app, E.pay, async (req) =>
    ok(M.payoutStarted, await payAgain(signedIn(req), req.params.transaction_id, req.params.schedule_id)),
  );
  route(app, E.markLines, async (req) =>
    ok(M.linesMarked, await markLines(signedIn(req), req.params, req.body)),
  );
  reportExportRoutes(app, deps, paymentUploadFile, {
    endpoints: { manager: E.exportUpload },
    message: M.exported,
    read: (req) => ({ format: req.params.format, filter: { transactionId: req.params.transaction_id } }),
  });
}
