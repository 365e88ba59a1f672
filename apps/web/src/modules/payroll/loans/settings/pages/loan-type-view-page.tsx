import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type LoanType } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { FactList, type Fact } from '../../../../../platform/ui/fact-list.tsx';
import { RecordPage } from '../../../../../platform/ui/record-page.tsx';
import { RecordViewBody } from '../../../../../platform/ui/record-view.tsx';
import { LoanAmountRange, LoanInterestText, LoanTypeStatusTag } from '../components/loan-type-bits.tsx';
import { loanSettingsScreens } from '../settings.routes.tsx';
import { loanTypeQuery } from '../api.ts';
import '../i18n.ts';
import '../loan-settings.css';

const { paths } = loanSettingsScreens;

/** /admin/payroll/loan/settings/loan-type/view/{id}: the type's limits, interest and eligibility. */
export default function LoanTypeViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={loanTypeQuery(id)} title={t('loanType.viewTitle')} subtitle={(r) => r.name}>
      {(type) => <LoanTypeFacts type={type} />}
    </RecordPage>
  );
}

function LoanTypeFacts({ type }: { type: LoanType }) {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage loan settings');
  const facts: Fact[] = [
    { testId: 'loan-type-view-name', label: t('loanType.name'), value: type.name },
    {
      testId: 'loan-type-view-amounts',
      label: t('loanType.amounts'),
      value: <LoanAmountRange type={type} />,
    },
    {
      testId: 'loan-type-view-tenure',
      label: t('loanType.tenure'),
      value: t('loanType.months', { count: type.max_tenure_months }),
    },
    {
      testId: 'loan-type-view-interest',
      label: t('loanType.interest'),
      value: <LoanInterestText type={type} />,
    },
    {
      testId: 'loan-type-view-eligibility',
      label: t('loanType.eligibility'),
      value:
        type.eligible_after_months === 0
          ? t('loanType.eligibleAtOnce')
          : t('loanType.eligibleAfterText', { count: type.eligible_after_months }),
    },
    {
      testId: 'loan-type-view-status',
      label: t('loanType.status'),
      value: <LoanTypeStatusTag status={type.status} />,
    },
    {
      testId: 'loan-type-view-loans',
      label: t('loanType.loans'),
      value: t('loanType.loansCount', { count: type.loans_count }),
    },
    {
      testId: 'loan-type-view-description',
      label: t('loanType.description'),
      value: type.description || t('loanType.noDescription'),
    },
  ];
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId="loan-type-view"
      edit={manage && { ...paths.edit(type.id), label: t('loanType.edit') }}
      facts={<FactList facts={facts} className="cr-loan-facts" />}
      back={{ ...paths.types, label: t('loanType.backToList'), testId: 'loan-type-view-back' }}
    />
  );
}
