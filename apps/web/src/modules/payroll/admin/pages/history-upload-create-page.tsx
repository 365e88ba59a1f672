import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryCheck, HistoryUpload } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { FileImportFlow } from '../../../../platform/ui/file-import/file-import-flow.tsx';
import { historyUploadScreens } from '../admin.routes.tsx';
import { checkHistoryMutation, downloadHistoryTemplate, uploadHistoryMutation } from '../api.ts';
import { HistoryCheckStep } from '../components/history-check-step.tsx';
import { HistoryMonths } from '../components/history-months.tsx';
import '../i18n.ts';
import '../admin.css';

const { paths } = historyUploadScreens;

/**
 * /admin/payroll/salary-management/settings/upload-payment-history/create: template → file checked
 * row by row (problems by row and column) → fix and upload again, or import the valid rows only →
 * the months imported.
 */
export default function HistoryUploadCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader back title={t('history.createTitle')} subtitle={t('history.createSubtitle')} />
      <FileImportFlow<HistoryCheck, HistoryUpload>
        texts="history"
        testId="history"
        fileTitle={t('history.fileTitle')}
        downloadTemplate={downloadHistoryTemplate}
        check={checkHistoryMutation()}
        run={uploadHistoryMutation(queryClient)}
        checkedStep={(checked) => <HistoryCheckStep {...checked} />}
        doneStep={(done, again) => (
          <Panel>
            <Result
              status="success"
              title={t('history.doneTitle', { count: done.rows_imported })}
              extra={[
                <Button key="again" onClick={again} data-testid="history-again">
                  {t('history.again')}
                </Button>,
                <Button
                  key="view"
                  type="primary"
                  onClick={() => void navigate(paths.view(done.id))}
                  data-testid="history-view-upload"
                >
                  {t('history.viewUpload')}
                </Button>,
              ]}
              data-testid="history-done"
            />
            <HistoryMonths months={done.months} />
          </Panel>
        )}
      />
    </>
  );
}
