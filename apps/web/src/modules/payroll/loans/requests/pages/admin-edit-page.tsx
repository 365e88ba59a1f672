import { Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../../platform/ui/record-page.tsx';
import { LoanForm } from '../components/loan-form.tsx';
import { adminLoanRequestScreens } from '../requests.routes.tsx';
import { loanRequestQuery } from '../api.ts';
import '../i18n.ts';
import '../loans.css';

const { paths } = adminLoanRequestScreens;

/** /admin/payroll/loan/loan-request/edit/{id}: a pending request; a decided one goes back to the list. */
export default function AdminEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={loanRequestQuery(id)}
      title={t('loanRequest.editTitle')}
      subtitle={(l) => `${l.loan_type_name} · ${l.employee_name}`}
    >
      {(loan) =>
        loan.can_edit ? (
          <LoanForm key={loan.id} record={loan} admin employeeId={loan.employee_id} done={paths.list} />
        ) : (
          <Navigate {...paths.list} replace />
        )
      }
    </RecordPage>
  );
}
