import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DecisionFooter } from '../../../../platform/approvers/inbox/approval-inbox.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { RecordDetails } from '../components/record-details.tsx';
import { DECISION_WORDS, useRecordDecisions } from '../components/bits.tsx';
import { benefitDeductionScreens } from '../benefit-deduction.routes.tsx';
import { recordQuery } from '../api.ts';
import '../i18n.ts';
import '../benefit-deduction.css';

const { paths } = benefitDeductionScreens;

/** /admin/payroll/benefit-deduction/approval/view/{id}: a record to decide, with its approval so far. */
export default function ApprovalViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams({ strict: false }) as { id: string };
  const decisions = useRecordDecisions();
  return (
    <>
      {decisions.refusedAlert}
      <RecordPage
        query={recordQuery(id)}
        title={t('benefitDeduction.approvalViewTitle')}
        subtitle={(r) => `${r.type_name} · ${r.employee_name}`}
      >
        {(record) => (
          <RecordDetails
            record={record}
            back={paths.approvals}
            actions={
              record.can_decide ? (
                <DecisionFooter
                  decisions={decisions}
                  {...DECISION_WORDS}
                  id={record.id}
                  className="cr-bd-decide"
                  onDone={() => void navigate(paths.approvals)}
                />
              ) : null
            }
          />
        )}
      </RecordPage>
      {decisions.rejectDialog}
    </>
  );
}
