import { useParams } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { taxTableQuery } from '../api.ts';
import { TaxTableForm } from '../components/tax-table-form.tsx';
import '../i18n.ts';
import '../statutory.css';

/** /admin/payroll/pay-package/settings/statutory-deductions/edit/{id}; a locked version says why instead. */
export default function TaxTableEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={taxTableQuery(id)} title={t('statutory.editTitle')} subtitle={(r) => r.name}>
      {(record) =>
        record.locked ? (
          <Alert
            type="warning"
            showIcon
            message={t('statutory.lockedHint')}
            data-testid="statutory-edit-locked"
          />
        ) : (
          <TaxTableForm key={record.id} record={record} />
        )
      }
    </RecordPage>
  );
}
