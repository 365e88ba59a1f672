import { Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { ClaimForm } from '../components/claim-form.tsx';
import { essAllowanceScreens } from '../allowances.routes.tsx';
import { claimQuery } from '../api.ts';
import '../i18n-ess.ts';
import '../allowances.css';

/**
 * /ess/payroll/payslip/edit/{id}: the claimant edits a pending claim; one already decided (or not
 * theirs to edit) goes back to their list, where its status shows.
 */
export default function ClaimEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={claimQuery(id)} title={t('allowanceClaim.editTitle')} subtitle={(c) => c.title}>
      {(claim) =>
        claim.can_edit ? (
          <ClaimForm key={claim.id} record={claim} />
        ) : (
          <Navigate {...essAllowanceScreens.paths.mine} replace />
        )
      }
    </RecordPage>
  );
}
