import type { FastifyInstance } from 'fastify';
import { PAYMENT_OPTION_MESSAGES as M, paymentOptionEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileResponse } from '../../../platform/files/file-response.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { sendPrivateFile } from '../../../platform/files/send-file.ts';
import * as options from './payment-options.service.ts';
import * as mandates from './payment-mandates.service.ts';

const mandateResponse = fileResponse('The mandate as uploaded, as an attachment', [
  'application/pdf',
  'image/jpeg',
  'image/png',
]);

/** Payment options and their mandates (issue 21, ADR 58), under both prefixes of ambiguity 27. */
export async function paymentOptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const list of [E.list, E.listAlias, E.listUnderSalaryManagement])
    route(app, list, async (req) => ok(M.listed, await options.listOptions(signedIn(req), req.query)));
  for (const create of [E.create, E.createUnderSalaryManagement])
    route(app, create, async (req) => ok(M.created, await options.createOption(signedIn(req), req.body)));
  for (const get of [E.get, E.getUnderSalaryManagement])
    route(app, get, async (req) => ok(M.loaded, await options.getOption(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await options.updateOption(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await options.deleteOption(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
  for (const list of [E.mandates, E.mandatesUnderSalaryManagement])
    route(app, list, async (req) =>
      ok(M.mandatesListed, await mandates.listMandates(signedIn(req), req.query)),
    );
  route(app, E.uploadMandate, async (req) =>
    ok(M.mandateUploaded, await mandates.uploadMandate(signedIn(req), deps, req.params.id, req)),
  );
  route(
    app,
    E.mandateFile,
    async (req, reply) =>
      sendPrivateFile(reply, await mandates.mandateFile(signedIn(req), deps, req.params.id)),
    { fileResponse: mandateResponse },
  );
  route(app, E.deleteMandate, async (req) => {
    await mandates.deleteMandate(signedIn(req), req.params.id);
    return ok(M.mandateDeleted, null);
  });
}
