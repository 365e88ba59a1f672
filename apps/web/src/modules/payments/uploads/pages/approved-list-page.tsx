import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { UploadTable } from '../components/upload-table.tsx';
import '../i18n.ts';
import '../uploads.css';

/** /admin/payroll/salary-management/approved-payment: uploads with an approved schedule (ADR 59). */
export default function ApprovedListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('paymentUpload.approvedTitle')} subtitle={t('paymentUpload.approvedSubtitle')} />
      <UploadTable approved />
    </>
  );
}
