import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { payPackageQuery } from '../api.ts';
import { PayPackageForm } from '../components/pay-package-form.tsx';
import '../i18n.ts';
import '../packages.css';

/** /admin/payroll/pay-package/edit/{id} */
export default function PayPackageEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={payPackageQuery(id)}
      title={t('payPackage.editTitle')}
      subtitle={(r) => r.package_name}
    >
      {(record) => <PayPackageForm key={record.id} record={record} />}
    </RecordPage>
  );
}
