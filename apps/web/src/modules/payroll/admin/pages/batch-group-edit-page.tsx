import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { batchGroupQuery } from '../api.ts';
import { BatchGroupForm } from '../components/batch-group-form.tsx';
import '../i18n.ts';
import '../admin.css';

/** /admin/payroll/pay-package/settings/batching-and-grouping/edit/{id} */
export default function BatchGroupEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={batchGroupQuery(id)} title={t('batchGroup.editTitle')} subtitle={(g) => g.name}>
      {(group) => <BatchGroupForm key={group.id} group={group} />}
    </RecordPage>
  );
}
