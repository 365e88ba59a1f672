import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { CreateLink } from '../../../../../platform/ui/create-link.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { LoanTable } from '../components/loan-table.tsx';
import { LoanTabs } from '../components/loan-bits.tsx';
import { essLoanScreens } from '../requests.routes.tsx';
import { employeeLoanTypesQuery, myLoansQuery } from '../api.ts';
import '../i18n.ts';
import '../loans.css';

const { paths } = essLoanScreens;

/** /ess/payroll/loan/view-all: the employee's loans with their balance and schedule (ADR 52). */
export default function EssLoansPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const types = useQuery(employeeLoanTypesQuery(user.employee.id));
  return (
    <>
      <PageHeader
        title={t('loanRequest.myTitle')}
        subtitle={t('loanRequest.mySubtitle')}
        extra={<CreateLink {...paths.create} label={t('loanRequest.newRequest')} testId="loan-create" />}
      />
      <LoanTabs active="mine" />
      <LoanTable
        testId="my-loans"
        query={myLoansQuery}
        admin={false}
        types={types.data ?? []}
        edit={paths.edit}
      />
    </>
  );
}
