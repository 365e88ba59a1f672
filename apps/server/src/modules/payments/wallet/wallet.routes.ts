import type { FastifyInstance } from 'fastify';
import { PAYMENT_WALLET_MESSAGES as M, walletEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './wallet.service.ts';

/** The wallet's routes (spec 3 "wallets/*", issue 21, ADR 57): thin, the service decides. */
export async function registerWalletRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.stats, async (req) => ok(M.statsLoaded, await service.stats(signedIn(req))));
  route(app, E.wallet, async (req) => ok(M.walletLoaded, await service.wallet(signedIn(req))));
  route(app, E.payins, async (req) => ok(M.payinsListed, await service.payins(signedIn(req), req.query)));
  route(app, E.createPayin, async (req) =>
    ok(M.payinCreated, await service.createPayin(signedIn(req), req.body.amount_kobo)),
  );
  route(app, E.payin, async (req) => ok(M.payinLoaded, await service.payin(signedIn(req), req.params.id)));
  route(app, E.transfers, async (req) =>
    ok(M.transfersListed, await service.transfers(signedIn(req), req.query)),
  );
  route(app, E.transfer, async (req) =>
    ok(M.transferLoaded, await service.transfer(signedIn(req), req.params.id)),
  );
  route(app, E.retryTransfer, async (req) =>
    ok(M.transferRetried, await service.retryTransfer(signedIn(req), req.params.id)),
  );
  route(app, E.settings, async (req) => ok(M.settingsLoaded, await service.settings(signedIn(req))));
  route(app, E.saveSettings, async (req) =>
    ok(M.settingsSaved, await service.saveSettings(signedIn(req), req.body)),
  );
}
