import type { FastifyInstance } from 'fastify';
import { EXEMPTION_MESSAGES as M, EXEMPTION_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { decideApprovals } from '../../../platform/approvals/inbox.ts';
import * as service from './exemptions.service.ts';

/**
 * Exemption requests (spec 2 §7 "Exemptions"): the calls of EXEMPTION_ENDPOINTS. Approve and reject
 * are the inbox kit's (ADR 31).
 */
export async function exemptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const subject = service.EXEMPTION_MODULE;
  route(app, E.list, async (req) => ok(M.listed, await service.listAll(signedIn(req), req.query)));
  route(app, E.mine, async (req) => ok(M.listed, await service.listOwn(signedIn(req), req.query)));
  route(app, E.approvals, async (req) => ok(M.listed, await service.listWaiting(signedIn(req), req.query)));
  route(app, E.create, async (req) =>
    ok(M.created, await service.createExemption(signedIn(req), deps.approvals, req.body)),
  );
  route(app, E.deleteListed, async (req) => {
    const ids = req.body?.exemption_request_ids ?? [];
    if (ids.length === 0) throw invalidField('exemption_request_ids', M.idsRequired);
    return ok(M.deleted, await service.deleteExemptions(signedIn(req), ids));
  });
  route(app, E.decide, (req) =>
    decideApprovals(signedIn(req), deps.approvals, subject, req.params.endpoint, req.body),
  );
  route(app, E.approve, (req) =>
    decideApprovals(signedIn(req), deps.approvals, subject, 'approve', req.body),
  );
  route(app, E.reject, (req) => decideApprovals(signedIn(req), deps.approvals, subject, 'reject', req.body));
  route(app, E.get, async (req) => ok(M.loaded, await service.getExemption(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await service.updateExemption(signedIn(req), deps.approvals, req.params.id, req.body)),
  );
  route(app, E.delete, async (req) =>
    ok(
      M.deleted,
      await service.deleteExemptions(signedIn(req), [
        ...req.params.id,
        ...(req.body?.exemption_request_ids ?? []),
      ]),
    ),
  );
}
