import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Application } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { fetchCv } from '../api.ts';

/** Saves the CV under its own name (a blob address; the CV never has a public one). */
function save(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * The CV, read through the signed-in CV call (issue 24: private files): a PDF shows in the page, a
 * Word document is offered as a download.
 */
export function CvPreview({ candidate }: { candidate: Application }) {
  const { t } = useTranslation();
  const cv = candidate.cv;
  const pdf = cv?.mime_type === 'application/pdf';
  const file = useQuery({
    queryKey: ['recruitment', 'cv', candidate.id, cv?.file_name],
    // A PDF's blob address lives as long as the tab: one per CV opened, freed with the page.
    queryFn: async () => {
      const blob = await fetchCv(candidate.id);
      return { blob, href: pdf ? URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) : null };
    },
    enabled: cv !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const href = file.data?.href ?? null;
  const download = file.data && cv && (
    <Button
      icon={<DownloadOutlined />}
      onClick={() => save(file.data.blob, cv.file_name)}
      data-testid="cv-download"
    >
      {t('rt.cvDownload')}
    </Button>
  );
  return (
    <Panel title={t('rt.cv')} testId="candidate-cv" extra={download}>
      {cv === null ? (
        <p className="cr-muted cr-m0">{t('rt.noCv')}</p>
      ) : file.isPending ? (
        <Skeleton active aria-label={t('rt.cvLoading')} />
      ) : file.isError ? (
        <Alert type="error" showIcon title={t('rt.cvFailed')} />
      ) : pdf && href ? (
        <>
          <iframe src={href} className="cr-rt-cv" title={cv.file_name} data-testid="cv-pdf" />
          <p className="cr-muted cr-m0">{t('rt.cvNoViewer', { name: cv.file_name })}</p>
        </>
      ) : (
        <p className="cr-muted cr-m0" data-testid="cv-docx">
          {cv.file_name} — {t('rt.cvDocx')}
        </p>
      )}
    </Panel>
  );
}
