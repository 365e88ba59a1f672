import { useTranslation } from 'react-i18next';
import { Naira } from '../../../../../platform/ui/money.tsx';
import { useRefreshingWrite } from '../../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { RepaymentList } from '../components/repayment-list.tsx';
import { loanRefundScreens } from '../repayments.routes.tsx';
import { deleteRefundMutation, refreshRepayments, refundsQuery } from '../api.ts';
import '../i18n.ts';
import '../repayments.css';

/** /admin/payroll/loan/loan-refund/view-all: each refund with its loan's balance now. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const remove = useRefreshingWrite(deleteRefundMutation(), refreshRepayments);
  return (
    <RepaymentList
      kind="refund"
      query={refundsQuery}
      dateOf={(row) => row.refunded_on}
      more={[
        {
          title: t('loanRepay.balance'),
          dataIndex: 'loan_balance',
          align: 'right',
          responsive: ['sm'],
          render: (balance: string, row) => (
            <Naira value={balance} testId={`loan-refund-balance-${row.id}`} />
          ),
        },
      ]}
      create={loanRefundScreens.paths.create}
      edit={loanRefundScreens.paths.edit}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
