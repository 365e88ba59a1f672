import { useLocation, useParams } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { formatDate } from '@clockroom/contracts';
import { exemptionQuery } from '../api.ts';
import { ExemptionForm } from '../components/exemption-form.tsx';
import { ExemptionStatusTag } from '../components/exemption-status-tag.tsx';
import { viewOf } from '../paths.ts';
import '../i18n.ts';
import '../exemptions.css';

/** /{view}/hrm/exemption/edit/{id}: only a pending request can be changed (its approval restarts). */
export default function ExemptionEditPage() {
  const { t } = useTranslation();
  const view = viewOf(useLocation().pathname);
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={exemptionQuery(id)}
      title={t('exemption.editTitle')}
      subtitle={(r) => (
        <>
          {r.employee_name} · {formatDate(r.date)} <ExemptionStatusTag status={r.exemption_status} />
        </>
      )}
    >
      {(record) =>
        record.can_edit ? (
          <ExemptionForm key={record.id} view={view} record={record} />
        ) : (
          <Alert
            type="info"
            showIcon
            title={t('exemption.editOnlyPending')}
            data-testid="exemption-not-editable"
          />
        )
      }
    </RecordPage>
  );
}
