import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPermission, loanTypeEndpoints } from '@clockroom/contracts';
import { endpointQuery } from '../../../../../platform/api/endpoint-client.ts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../../platform/ui/create-link.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { LoanTable } from '../components/loan-table.tsx';
import { adminLoanRequestScreens } from '../requests.routes.tsx';
import { loanRequestsQuery } from '../api.ts';
import '../i18n.ts';
import '../loans.css';

const { paths } = adminLoanRequestScreens;

/** /admin/payroll/loan/loan-request/view-all: the requests of the branches the admin sees (ADR 52). */
export default function AdminRequestsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const types = useQuery({
    ...endpointQuery(loanTypeEndpoints.list, { query: { perPage: 100 } }),
    staleTime: 60_000,
  });
  return (
    <>
      <PageHeader
        title={t('loanRequest.adminTitle')}
        subtitle={t('loanRequest.adminSubtitle')}
        extra={
          hasPermission(user, 'create loan') ? (
            <CreateLink {...paths.create} label={t('loanRequest.newRequest')} testId="loan-create" />
          ) : null
        }
      />
      <LoanTable
        testId="loan-requests"
        query={loanRequestsQuery}
        admin
        types={types.data?.results ?? []}
        edit={paths.edit}
      />
    </>
  );
}
