import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RepaymentList } from '../components/repayment-list.tsx';
import { loanDisbursementScreens } from '../repayments.routes.tsx';
import { deleteDisbursementMutation, disbursementsQuery, refreshRepayments } from '../api.ts';
import '../i18n.ts';
import '../repayments.css';

/** /admin/payroll/loan/loan-disbursement/view-all */
export default function DisbursementsPage() {
  const queryClient = useQueryClient();
  const remove = useMutation({
    ...deleteDisbursementMutation(),
    onSuccess: () => refreshRepayments(queryClient),
  });
  return (
    <RepaymentList
      kind="disbursement"
      query={disbursementsQuery}
      dateOf={(row) => row.disbursed_on}
      create={loanDisbursementScreens.paths.create}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
