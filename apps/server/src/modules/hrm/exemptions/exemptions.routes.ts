import type { FastifyInstance } from 'fastify';
import { EXEMPTION_MESSAGES as M, EXEMPTION_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { decideApprovals } from '../../../platform/approvals/inbox.ts';
import * as service from './exemptions.service.ts';

/**
 * Exemption requests (spec 2 §7 "Exemptions"): the calls of EXEMPTION_ENDPOINTS. Approve and reject
 * are the inbox kit's (ADR 31).
 */
export async function exemptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const subject = service.EXEMPTION_MODULE;
  serviceRoute(app, E.list, M.listed, 'query', service.listAll);
  serviceRoute(app, E.mine, M.listed, 'query', service.listOwn);
  serviceRoute(app, E.approvals, M.listed, 'query', service.listWaiting);
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
  serviceRoute(app, E.get, M.loaded, 'id', service.getExemption);
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
