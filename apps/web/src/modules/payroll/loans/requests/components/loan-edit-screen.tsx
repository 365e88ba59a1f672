import { Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../../platform/ui/record-page.tsx';
import type { LinkTarget } from '../../../../../platform/routing/resource-routes.ts';
import { loanRequestQuery } from '../api.ts';
import { LoanForm } from './loan-form.tsx';

/**
 * A pending loan request's edit screen, the admin's and the employee's own: the same form, the
 * employee named in the subtitle only for the admin; a decided request goes back to `done`.
 */
export function LoanEditScreen({ admin, done }: { admin: boolean; done: LinkTarget }) {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={loanRequestQuery(id)}
      title={t('loanRequest.editTitle')}
      subtitle={(l) => (admin ? `${l.loan_type_name} · ${l.employee_name}` : l.loan_type_name)}
    >
      {(loan) =>
        loan.can_edit ? (
          <LoanForm key={loan.id} record={loan} admin={admin} employeeId={loan.employee_id} done={done} />
        ) : (
          <Navigate {...done} replace />
        )
      }
    </RecordPage>
  );
}
