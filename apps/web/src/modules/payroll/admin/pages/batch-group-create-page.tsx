import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { BatchGroupForm } from '../components/batch-group-form.tsx';
import '../i18n.ts';
import '../admin.css';

/** /admin/payroll/pay-package/settings/batching-and-grouping/create */
export default function BatchGroupCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('batchGroup.createTitle')} />
      <BatchGroupForm />
    </>
  );
}
