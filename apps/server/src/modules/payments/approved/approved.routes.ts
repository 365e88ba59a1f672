import type { FastifyInstance } from 'fastify';
import { PAYMENT_UPLOAD_MESSAGES as M, paymentUploadEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { listUploads, uploadSchedules } from '../uploads/uploads.service.ts';
import { approvedPaymentFile } from '../uploads/upload-export.ts';

/**
 * Approved payments (issue 21, ADR 59): the uploads with at least one approved schedule, read by
 * their transaction id, with only their approved schedules and what each line was paid.
 */
export async function registerApprovedPayments(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.approved, async (req) =>
    ok(M.approvedListed, await listUploads(signedIn(req), req.query, true)),
  );
  route(app, E.approvedSchedules, async (req) =>
    ok(M.schedulesListed, await uploadSchedules(signedIn(req), req.params.id, true)),
  );
  reportExportRoutes(app, deps, approvedPaymentFile, {
    endpoints: { manager: E.exportApproved },
    message: M.exported,
    read: (req) => ({ format: req.params.format, filter: { transactionId: req.params.id } }),
  });
}
