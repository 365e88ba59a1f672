import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryCheck, HistoryUpload } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { historyUploadScreens } from '../admin.routes.tsx';
import { checkHistoryMutation, uploadHistoryMutation } from '../api.ts';
import { HistoryCheckStep } from '../components/history-check-step.tsx';
import { HistoryFileStep } from '../components/history-file-step.tsx';
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
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<HistoryCheck | null>(null);
  const [done, setDone] = useState<HistoryUpload | null>(null);
  const checking = useMutation({ ...checkHistoryMutation(), onSuccess: ({ data }) => setCheck(data) });
  const upload = useMutation({
    ...uploadHistoryMutation(queryClient),
    onSuccess: ({ data }) => setDone(data),
  });
  const restart = () => {
    setFile(null);
    setCheck(null);
    setDone(null);
    checking.reset();
    upload.reset();
  };
  const step = done ? 2 : check ? 1 : 0;

  return (
    <>
      <PageHeader back title={t('history.createTitle')} subtitle={t('history.createSubtitle')} />
      <Steps
        current={step}
        size="small"
        responsive
        className="cr-mb-lg"
        items={[
          { title: t('history.stepUpload') },
          { title: t('history.stepCheck') },
          { title: t('history.stepDone') },
        ]}
      />
      {step === 0 ? (
        <HistoryFileStep
          checking={checking.isPending && file ? file.name : null}
          onFile={(chosen) => {
            setFile(chosen);
            checking.mutate(chosen);
          }}
        />
      ) : null}
      {step === 1 && check && file ? (
        <HistoryCheckStep
          fileName={file.name}
          check={check}
          importing={upload.isPending}
          onImport={(onlyValid) => upload.mutate({ file, onlyValid })}
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
