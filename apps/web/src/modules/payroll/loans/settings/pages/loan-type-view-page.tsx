import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type LoanType } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../../platform/ui/record-page.tsx';
import { EditLink } from '../../../../../platform/ui/create-link.tsx';
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
  const facts = [
    { key: 'name', label: t('loanType.name'), value: type.name },
    { key: 'amounts', label: t('loanType.amounts'), value: <LoanAmountRange type={type} /> },
    {
      key: 'tenure',
      label: t('loanType.tenure'),
      value: t('loanType.months', { count: type.max_tenure_months }),
    },
    { key: 'interest', label: t('loanType.interest'), value: <LoanInterestText type={type} /> },
    {
      key: 'eligibility',
      label: t('loanType.eligibility'),
      value:
        type.eligible_after_months === 0
          ? t('loanType.eligibleAtOnce')
          : t('loanType.eligibleAfterText', { count: type.eligible_after_months }),
    },
    { key: 'status', label: t('loanType.status'), value: <LoanTypeStatusTag status={type.status} /> },
    {
      key: 'loans',
      label: t('loanType.loans'),
      value: t('loanType.loansCount', { count: type.loans_count }),
    },
    {
      key: 'description',
      label: t('loanType.description'),
      value: type.description || t('loanType.noDescription'),
    },
  ];
  return (
    <div className="cr-loan-stack" data-testid="loan-type-view">
      <Panel
        extra={
          manage ? (
            <EditLink {...paths.edit(type.id)} label={t('loanType.edit')} testId="loan-type-view-edit" />
          ) : null
        }
      >
        <dl className="cr-loan-facts">
          {facts.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd data-testid={`loan-type-view-${f.key}`}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <div>
        <Link {...paths.types} data-testid="loan-type-view-back">
          <ArrowLeftOutlined /> {t('loanType.backToList')}
        </Link>
      </div>
    </div>
  );
}
