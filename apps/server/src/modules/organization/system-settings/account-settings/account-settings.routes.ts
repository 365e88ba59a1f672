import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_SETTINGS_MESSAGES as M,
  COMPANY_LOGO_FIELD,
  COMPANY_LOGO_MAX_BYTES,
  SYSTEM_SETTINGS_PERMISSIONS as P,
  accountSettingsSchema,
  accountSettingsViewSchema,
  envelope,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { storeFile } from '../../../../platform/files/files.service.ts';
import { readUpload } from '../../../../platform/files/upload.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as service from './account-settings.service.ts';

const tags = ['organization: system settings'];
const path = '/organization/system-settings/account-settings';
const settings = { 200: envelope(accountSettingsViewSchema) };

export async function accountSettingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    path,
    { config: { permission: P.viewSettings }, schema: { tags, response: settings } },
    async (req) => ok(M.loaded, await service.getSettings(signedIn(req))),
  );
  api.put(
    path,
    {
      config: { permission: P.manageAccount },
      schema: { tags, body: accountSettingsSchema, response: settings },
    },
    async (req) => ok(M.saved, await service.updateSettings(signedIn(req), req.body)),
  );
  // Multipart with one file in the field `companyLogo`; answers the public url of the stored logo.
  api.post(
    `${path}/upload-image`,
    { config: { permission: P.manageAccount }, schema: { tags, response: { 200: envelope(z.string()) } } },
    async (req) => {
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
    },
  );
}
