import { mutationOptions } from '@tanstack/react-query';
import { SESSION_ENDPOINTS as E } from '@clockroom/contracts';
import { submit } from '../../../platform/api/endpoint-client.ts';

/** POST /auth/company/verify: the company identifier (slug) → the company's public card. */
export const verifyCompanyMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'company', 'verify'],
    mutationFn: (companyId: string) =>
      submit(E.verifyCompany, { body: { company_id: companyId.trim().toLowerCase() } }),
  });
