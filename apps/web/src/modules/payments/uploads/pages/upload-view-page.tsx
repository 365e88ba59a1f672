import { Link, useSearch } from '@tanstack/react-router';
import { Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { UploadDetail } from '../components/upload-detail.tsx';
import { uploadSchedulesQuery } from '../api.ts';
import { paymentUploadScreens } from '../uploads.routes.tsx';
import '../i18n.ts';
import '../uploads.css';

const { paths } = paymentUploadScreens;

/**
 * /admin/payroll/salary-management/payment-upload/view?transaction_id=: an upload's schedules, decided
 * by the checkers, and each schedule's lines and payment (issue 21, ADR 59).
 */
export default function UploadViewPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const id = Number(search['transaction_id']);
  const valid = Number.isSafeInteger(id) && id > 0;
  return (
    <>
      <PageHeader
        back
        title={t('paymentUpload.title')}
        extra={
          valid ? (
            <Link {...paths.export(id)}>
              <Button icon={<ExportOutlined />} tabIndex={-1} data-testid="payment-upload-export">
                {t('paymentUpload.export')}
              </Button>
            </Link>
          ) : null
        }
      />
      {valid ? (
        <UploadDetail query={uploadSchedulesQuery(id)} decide />
      ) : (
        <Panel>
          <EmptyState message={t('paymentUpload.notFound')}>
            <Link {...paths.list}>{t('paymentUpload.backToList')}</Link>
          </EmptyState>
        </Panel>
      )}
    </>
  );
}
