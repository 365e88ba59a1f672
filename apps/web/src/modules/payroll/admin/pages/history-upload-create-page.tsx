import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryCheck, HistoryUpload } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ImportFileStep, ImportSteps } from '../../../../platform/ui/file-import/import-steps.tsx';
import { useFileImport } from '../../../../platform/ui/file-import/use-file-import.ts';
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
  const flow = useFileImport<HistoryCheck, HistoryUpload>(
    checkHistoryMutation(),
    uploadHistoryMutation(queryClient),
  );
  const { file, checked: check, done, step, restart } = flow;

  return (
    <>
      <PageHeader back title={t('history.createTitle')} subtitle={t('history.createSubtitle')} />
      <ImportSteps texts="history" current={step} />
      {step === 0 ? (
        <ImportFileStep
          texts="history"
          testId="history"
          fileTitle={t('history.fileTitle')}
          downloadTemplate={downloadHistoryTemplate}
          checking={flow.checkingName}
          onFile={flow.choose}
        />
      ) : null}
      {step === 1 && check && file ? (
        <HistoryCheckStep
          fileName={file.name}
          check={check}
          importing={flow.importing}
          onImport={(onlyValid) => flow.runImport(file, onlyValid)}
          onOtherFile={restart}
        />
      ) : null}
      {step === 2 && done ? (
        <Panel>
          <Result
            status="success"
            title={t('history.doneTitle', { count: done.rows_imported })}
            extra={[
              <Button key="again" onClick={restart} data-testid="history-again">
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
      ) : null}
    </>
  );
}
