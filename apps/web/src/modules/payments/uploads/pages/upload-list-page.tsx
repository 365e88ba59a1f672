import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { UploadTable } from '../components/upload-table.tsx';
import '../i18n.ts';
import '../uploads.css';

/** /admin/payroll/salary-management/payment-upload: the uploads, by month (issue 21, ADR 59). */
export default function UploadListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('paymentUpload.title')} subtitle={t('paymentUpload.subtitle')} />
      <UploadTable />
    </>
  );
}
