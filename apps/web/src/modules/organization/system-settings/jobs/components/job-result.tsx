import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@clockroom/contracts';
import { jobFileName } from '../../../../../platform/jobs/job-state.ts';
import { downloadFile } from '../../../../../platform/ui/download-file.ts';

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * What a job produced, in words: an export's file (downloadable again while it has not expired), a
 * mail's delivery status. Other plain values are listed by name; nested data is left out rather than
 * shown as JSON.
 */
export function JobResult({ job }: { job: JobView }) {
  const { t } = useTranslation();
  const file = jobFileName(job);
  const others = Object.entries(job.result ?? {}).filter(
    (entry): entry is [string, Scalar] => entry[0] !== 'file_name' && isScalar(entry[1]),
  );
  if (!file && others.length === 0) return <span className="cr-muted">{t('common.na')}</span>;
  return (
    <>
      {file ? (
        <div>
          <span>{t('jobsAdmin.file')}: </span>
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void downloadFile(file)}
            data-testid="job-download"
          >
            {t('jobsAdmin.download')}
          </Button>
        </div>
      ) : null}
      {others.map(([key, value]) => (
        <div key={key}>
          {job.kind.startsWith('mail.') && key === 'status'
            ? t(`jobsAdmin.mailStatus.${String(value)}`, { defaultValue: String(value) })
            : `${key}: ${String(value)}`}
        </div>
      ))}
    </>
  );
}
