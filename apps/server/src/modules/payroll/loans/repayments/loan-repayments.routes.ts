import type { FastifyInstance } from 'fastify';
import {
  LOAN_DISBURSEMENT_MESSAGES as D,
  LOAN_REFUND_MESSAGES as R,
  loanDisbursementEndpoints as DE,
  loanRefundEndpoints as RE,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import { registerPayItemSource } from '../../schedule/pay-item-source.ts';
import { loanRepaymentSource } from './loan-deduction.ts';
import * as disbursements from './disbursements.service.ts';
import * as refunds from './refunds.service.ts';

async function disbursementRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    list: [DE.list, D.listed, disbursements.listDisbursements],
    create: [DE.create, D.created, disbursements.createDisbursement],
    delete: [DE.delete, D.deleted, disbursements.deleteDisbursement],
  });
  route(app, DE.notFullyDisbursed, async (req) =>
    ok(D.loansListed, await disbursements.loansOf(signedIn(req), req.query.employee_id, 'disburse')),
  );
}

async function refundRoutes(app: FastifyInstance) {
  route(app, RE.list, async (req) => ok(R.listed, await refunds.listRefunds(signedIn(req), req.query)));
  route(app, RE.create, async (req) => ok(R.created, await refunds.createRefund(signedIn(req), req.body)));
  route(app, RE.update, async (req) => {
    const { id, ...values } = req.body;
    return ok(R.updated, await refunds.updateRefund(signedIn(req), id, values));
  });
  route(app, RE.updateById, async (req) =>
    ok(R.updated, await refunds.updateRefund(signedIn(req), req.params.id, req.body)),
  );
  route(app, RE.get, async (req) => ok(R.loaded, await refunds.getRefund(signedIn(req), req.params.id)));
  route(app, RE.delete, async (req) =>
    ok(R.deleted, await refunds.deleteRefunds(signedIn(req), req.params.id)),
  );
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
