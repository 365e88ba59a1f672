import type { FastifyInstance } from 'fastify';
import {
  LOAN_DISBURSEMENT_MESSAGES as D,
  LOAN_REFUND_MESSAGES as R,
  loanDisbursementEndpoints as DE,
  loanRefundEndpoints as RE,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { resourceRoutes } from '../../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import { registerPayItemSource } from '../../schedule/pay-item-source.ts';
import { loanRepaymentSource } from './loan-deduction.ts';
import * as disbursements from './disbursements.service.ts';
import * as refunds from './refunds.service.ts';

async function disbursementRoutes(app: FastifyInstance) {
  resourceRoutes(app, DE, D, {
    list: disbursements.listDisbursements,
    create: disbursements.createDisbursement,
    delete: disbursements.deleteDisbursement,
  });
  route(app, DE.notFullyDisbursed, async (req) =>
    ok(D.loansListed, await disbursements.loansOf(signedIn(req), req.query.employee_id, 'disburse')),
  );
}

async function refundRoutes(app: FastifyInstance) {
  serviceRoute(app, RE.list, R.listed, 'query', refunds.listRefunds);
  serviceRoute(app, RE.create, R.created, 'body', refunds.createRefund);
  route(app, RE.update, async (req) => {
    const { id, ...values } = req.body;
    return ok(R.updated, await refunds.updateRefund(signedIn(req), id, values));
  });
  serviceRoute(app, RE.updateById, R.updated, 'id, body', refunds.updateRefund);
  serviceRoute(app, RE.get, R.loaded, 'id', refunds.getRefund);
  serviceRoute(app, RE.delete, R.deleted, 'id', refunds.deleteRefunds);
  route(app, RE.notFullyRefunded, async (req) =>
    ok(R.loansListed, await disbursements.loansOf(signedIn(req), req.query.employee_id, 'refund')),
  );
}

/**
 * Disbursements, refunds and the payroll deduction of instalments (issue 20, ADR 53). The deduction
 * source is process-wide, like the run's registry: registering the same object again is a no-op.
 */
export async function registerLoanRepayments(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  registerPayItemSource(loanRepaymentSource);
  await disbursementRoutes(app);
  await refundRoutes(app);
}
