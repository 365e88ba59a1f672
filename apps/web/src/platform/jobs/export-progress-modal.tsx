import { useState } from 'react';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@clockroom/contracts';
import { errorNotice } from '../notify/error-notice.ts';
import { notifyError, notifySuccess } from '../notify/notify.ts';
import { downloadFile } from '../ui/download-file.ts';
import { isJobActive, jobFileName } from './job-state.ts';
import { JobProgress } from './job-progress.tsx';
import { useJobCompletion } from './use-job.ts';
import './i18n.ts';

interface ExportProgressModalProps {
  jobId: number;
  /** The name the export call answered; the job's result names the file too, and wins. */
  fileName: string;
  /** Hidden while the user keeps working; the job is still watched and its file still downloads. */
  open: boolean;
  onHide: () => void;
  onClose: () => void;
}

/** An export written in the background: its progress, then the file downloaded as soon as it is ready. */
export function ExportProgressModal({ jobId, fileName, open, onHide, onClose }: ExportProgressModalProps) {
  const { t } = useTranslation();
  const [downloaded, setDownloaded] = useState(false);
  const fileOf = (job: JobView) => jobFileName(job) ?? fileName;
  const job = useJobCompletion(jobId, (done) => {
    if (done.state === 'failed') {
      // Shown in the modal when it is open; as a notice when the user went on working.
      if (!open) {
        notifyError(new Error(done.error ?? t('jobs.export.failedTitle')));
        onClose();
      }
      return;
    }
    void downloadFile(fileOf(done)).then((ok) => {
      setDownloaded(ok);
      if (open) return;
      if (ok) notifySuccess(t('jobs.export.ready'));
      onClose();
    });
  });
  const current = job.data;
  const active = !current || isJobActive(current.state);
  const failure = job.isError ? errorNotice(job.error) : null;

  return (
    <Modal
      open={open}
      title={t(
        current?.state === 'completed'
          ? 'jobs.export.readyTitle'
          : current?.state === 'failed'
            ? 'jobs.export.failedTitle'
            : 'jobs.export.title',
      )}
      onCancel={active ? onHide : onClose}
      destroyOnHidden={false}
      maskClosable={false}
      footer={
        <Button onClick={active ? onHide : onClose} data-testid="export-progress-close">
          {active ? t('jobs.export.hide') : t('jobs.export.close')}
        </Button>
      }
    >
      {active ? <p className="cr-muted">{t('jobs.export.intro')}</p> : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={t('jobs.loadError')}
          description={t(failure.title)}
          action={
            <Button size="small" onClick={() => void job.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : current ? (
        <JobProgress job={current} />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
      {current?.state === 'completed' ? (
        <p className="cr-mt">
          {downloaded ? t('jobs.export.downloaded') : null}{' '}
          <Button
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => void downloadFile(fileOf(current)).then(setDownloaded)}
            data-testid="export-progress-download"
          >
            {downloaded ? t('jobs.export.downloadAgain') : t('jobs.export.download')}
          </Button>
        </p>
      ) : null}
    </Modal>
  );
}
