import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Naira } from '../../../../platform/ui/money.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ExportMenu } from '../../../../platform/reports/export-menu.tsx';
import { exportUpload, uploadSchedulesQuery } from '../api.ts';
import { monthName } from '../components/upload-bits.tsx';
import '../i18n.ts';
import '../uploads.css';

/** /admin/payroll/salary-management/payment-upload/$id/export: the upload's lines as CSV, XLSX or PDF. */
export default function UploadExportPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams({ strict: false }).id);
  const read = useQuery({ ...uploadSchedulesQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const upload = read.data?.upload;
  return (
    <>
      <PageHeader back title={t('paymentUpload.exportTitle', { reference: upload?.reference ?? '' })} />
      {read.isError ? (
        <PageError error={read.error} onRetry={() => void read.refetch()} />
      ) : !upload ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Panel testId="payment-upload-export-panel">
          <p>
            {monthName(upload.year_month, i18n.language)} · {upload.line_count} {t('paymentUpload.lines')} ·{' '}
            <Naira value={upload.total} />
          </p>
          <p className="cr-muted">{t('paymentUpload.exportText')}</p>
          <ExportMenu request={(format) => exportUpload(id, format)} testId="payment-upload-export-menu" />
        </Panel>
      )}
    </>
  );
}
