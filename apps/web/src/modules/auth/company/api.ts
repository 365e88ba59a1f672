import { mutationOptions } from '@tanstack/react-query';
import type { CompanyPublic } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';

/** POST /auth/company/verify: the company identifier (slug) → the company's public card. */
export const verifyCompanyMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'company', 'verify'],
    mutationFn: (companyId: string) =>
      api.post<CompanyPublic>('/auth/company/verify', { company_id: companyId.trim().toLowerCase() }),
  });
