import type { FastifyInstance } from 'fastify';
import { PAYMENT_OPTION_MESSAGES as M, paymentOptionEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { documentResponse, privateFileRoute } from '../../../platform/files/private-documents.ts';
import * as options from './payment-options.service.ts';
import * as mandates from './payment-mandates.service.ts';

const mandateResponse = documentResponse('The mandate as uploaded, as an attachment');

/** Payment options and their mandates (issue 21, ADR 58), under both prefixes of ambiguity 27. */
export async function paymentOptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const list of [E.list, E.listAlias, E.listUnderSalaryManagement])
    serviceRoute(app, list, M.listed, 'query', options.listOptions);
  for (const create of [E.create, E.createUnderSalaryManagement])
    serviceRoute(app, create, M.created, 'body', options.createOption);
  for (const get of [E.get, E.getUnderSalaryManagement])
    serviceRoute(app, get, M.loaded, 'id', options.getOption);
  serviceRoute(app, E.update, M.updated, 'id, body', options.updateOption);
  route(app, E.delete, async (req) => {
    await options.deleteOption(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
  for (const list of [E.mandates, E.mandatesUnderSalaryManagement])
    serviceRoute(app, list, M.mandatesListed, 'query', mandates.listMandates);
  route(app, E.uploadMandate, async (req) =>
    ok(M.mandateUploaded, await mandates.uploadMandate(signedIn(req), deps, req.params.id, req)),
  );
  privateFileRoute(app, E.mandateFile, mandateResponse, (ctx, id) => mandates.mandateFile(ctx, deps, id));
  route(app, E.deleteMandate, async (req) => {
    await mandates.deleteMandate(signedIn(req), req.params.id);
    return ok(M.mandateDeleted, null);
  });
}
