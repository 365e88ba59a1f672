import { RepaymentList } from '../components/repayment-list.tsx';
import { useRefreshingWrite } from '../../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { loanDisbursementScreens } from '../repayments.routes.tsx';
import { deleteDisbursementMutation, disbursementsQuery, refreshRepayments } from '../api.ts';
import '../i18n.ts';
import '../repayments.css';

/** /admin/payroll/loan/loan-disbursement/view-all */
export default function DisbursementsPage() {
  const remove = useRefreshingWrite(deleteDisbursementMutation(), refreshRepayments);
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
