import { useTranslation } from 'react-i18next';
import { hasPermission, LOAN_TYPE_STATUSES, type LoanType } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { ListFilter } from '../../../../../platform/ui/data-table/list-filter.tsx';
import { ViewListPage } from '../../../../../platform/ui/resource-list/view-list-page.tsx';
import { useRefreshingWrite } from '../../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { LoanAmountRange, LoanInterestText, LoanTypeStatusTag } from '../components/loan-type-bits.tsx';
import { loanSettingsScreens } from '../settings.routes.tsx';
import { deleteLoanTypesMutation, loanTypesQuery, refreshLoanTypes } from '../api.ts';
import '../i18n.ts';
import '../loan-settings.css';

const { paths } = loanSettingsScreens;

/** /admin/payroll/loan/settings/loan-type-settings: the loan types, searchable, by status. */
export default function LoanTypesPage() {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage loan settings');
  // A refused delete (the type has loans) shows the server's notice; the dialog just closes.
  const remove = useRefreshingWrite(deleteLoanTypesMutation(), refreshLoanTypes);

  return (
    <ViewListPage
      texts="loanType"
      testId="loan-type"
      query={loanTypesQuery}
      manage={manage}
      links={paths}
      name={{ title: t('loanType.name'), of: (row) => row.name }}
      columns={[
        { title: t('loanType.amounts'), key: 'amounts', render: (_v, row) => <LoanAmountRange type={row} /> },
        {
          title: t('loanType.tenure'),
          dataIndex: 'max_tenure_months',
          responsive: ['md'],
          render: (count: number) => t('loanType.months', { count }),
        },
        {
          title: t('loanType.interest'),
          key: 'interest',
          responsive: ['lg'],
          render: (_v, row) => <LoanInterestText type={row} />,
        },
        {
          title: t('loanType.status'),
          dataIndex: 'status',
          responsive: ['sm'],
          render: (status: LoanType['status']) => <LoanTypeStatusTag status={status} />,
        },
      ]}
      actions={{ title: t('loanType.actions'), label: (row) => t('loanType.actionsFor', { name: row.name }) }}
      remove={(id) => remove.mutateAsync([id])}
      removeMany={(ids) => remove.mutateAsync(ids)}
      toolbar={(list) => (
        <ListFilter
          {...list}
          name="status"
          label={t('loanType.statusFilter')}
          placeholder={t('loanType.allStatuses')}
          options={LOAN_TYPE_STATUSES.map((s) => ({ value: s, label: t(`loanType.${s}`) }))}
          testId="loan-type-status-filter"
        />
      )}
      emptyCreateTestId="loan-type-create-empty"
    />
  );
}
