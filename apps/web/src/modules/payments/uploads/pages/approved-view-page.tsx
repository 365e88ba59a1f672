import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ExportMenu } from '../../../../platform/reports/export-menu.tsx';
import { UploadDetail } from '../components/upload-detail.tsx';
import { approvedSchedulesQuery, exportApproved } from '../api.ts';
import '../i18n.ts';
import '../uploads.css';

/** /admin/payroll/salary-management/approved-payment/view/$id: approved schedules and their lines. */
export default function ApprovedViewPage() {
  const { t } = useTranslation();
  const id = Number(useParams({ strict: false }).id);
  return (
    <>
      <PageHeader
        back
        title={t('paymentUpload.approvedTitle')}
        extra={
          <ExportMenu request={(format) => exportApproved(id, format)} testId="approved-payment-export" />
        }
      />
      {Number.isSafeInteger(id) && id > 0 ? (
        <UploadDetail query={approvedSchedulesQuery(id)} decide={false} />
      ) : (
        <Panel>{t('paymentUpload.notFound')}</Panel>
      )}
    </>
  );
}
