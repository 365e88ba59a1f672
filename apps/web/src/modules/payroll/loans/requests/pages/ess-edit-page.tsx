import { Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../../platform/ui/record-page.tsx';
import { LoanForm } from '../components/loan-form.tsx';
import { essLoanScreens } from '../requests.routes.tsx';
import { loanRequestQuery } from '../api.ts';
import '../i18n.ts';
import '../loans.css';

const { paths } = essLoanScreens;

/** /ess/payroll/loan/edit/{id}: the employee changes a pending request; a decided one goes back to the list. */
export default function EssEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={loanRequestQuery(id)}
      title={t('loanRequest.editTitle')}
      subtitle={(l) => l.loan_type_name}
    >
      {(loan) =>
        loan.can_edit ? (
          <LoanForm
            key={loan.id}
            record={loan}
            admin={false}
            employeeId={loan.employee_id}
            done={paths.mine}
          />
        ) : (
          <Navigate {...paths.mine} replace />
        )
      }
    </RecordPage>
  );
}
