import type { FastifyInstance } from 'fastify';
import { PAYMENT_WALLET_MESSAGES as M, walletEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './wallet.service.ts';

/** The wallet's routes (spec 3 "wallets/*", issue 21, ADR 57): thin, the service decides. */
export async function registerWalletRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.stats, M.statsLoaded, 'context', service.stats);
  serviceRoute(app, E.wallet, M.walletLoaded, 'context', service.wallet);
  serviceRoute(app, E.payins, M.payinsListed, 'query', service.payins);
  route(app, E.createPayin, async (req) =>
    ok(M.payinCreated, await service.createPayin(signedIn(req), req.body.amount_kobo)),
  );
  serviceRoute(app, E.payin, M.payinLoaded, 'id', service.payin);
  serviceRoute(app, E.transfers, M.transfersListed, 'query', service.transfers);
  serviceRoute(app, E.transfer, M.transferLoaded, 'id', service.transfer);
  serviceRoute(app, E.retryTransfer, M.transferRetried, 'id', service.retryTransfer);
  serviceRoute(app, E.settings, M.settingsLoaded, 'context', service.settings);
  serviceRoute(app, E.saveSettings, M.settingsSaved, 'body', service.saveSettings);
}
