import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_SETTINGS_ENDPOINTS as E,
  ACCOUNT_SETTINGS_MESSAGES as M,
  COMPANY_LOGO_FIELD,
  COMPANY_LOGO_MAX_BYTES,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { storeFile } from '../../../../platform/files/files.service.ts';
import { readUpload } from '../../../../platform/files/upload.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import * as service from './account-settings.service.ts';

export async function accountSettingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serviceRoute(app, E.get, M.loaded, 'context', service.getSettings);
  serviceRoute(app, E.update, M.saved, 'body', service.updateSettings);
  route(app, E.uploadLogo, async (req) => {
    const ctx = signedIn(req);
    const upload = await readUpload(req, {
      field: COMPANY_LOGO_FIELD,
      maxBytes: COMPANY_LOGO_MAX_BYTES,
      types: ['jpeg', 'png'],
      extensions: ['jpg', 'jpeg', 'png'],
      messages: { missing: M.logoMissing, type: M.logoType, size: M.logoSize },
    });
    const stored = await storeFile(ctx, deps.files, {
      kind: 'company-logo',
      originalName: upload.originalName,
      mimeType: upload.mimeType,
      extension: upload.extension === 'jpeg' ? 'jpg' : upload.extension,
      bytes: upload.bytes,
      isPublic: true,
    });
    await service.setLogo(ctx, stored.url);
    return ok(M.logoUploaded, stored.url);
  });
}
