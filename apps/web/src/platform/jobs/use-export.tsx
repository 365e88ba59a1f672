import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { notifyError } from '../notify/notify.ts';
import { downloadFile } from '../ui/download-file.ts';
import { readExportAnswer, type ExportAnswer } from './export-answer.ts';

// The modal, its Progress and texts load only when an export goes to the background: report pages
// that export small files never download them.
const ExportProgressModal = lazy(() =>
  import('./export-progress-modal.tsx').then((m) => ({ default: m.ExportProgressModal })),
);

/** `downloaded`: the file is saved; `background`: a job is writing it (the modal shows); `failed`: notified. */
export type ExportOutcome = 'downloaded' | 'background' | 'failed';

interface Watch {
  jobId: number;
  fileName: string;
  open: boolean;
}

export interface Exporter {
  /** Calls the export endpoint, then downloads the file now or once its job has written it. */
  start: (request: () => Promise<ExportAnswer>) => Promise<ExportOutcome>;
  /** True while the export call itself is in flight. */
  busy: boolean;
  /** Render it anywhere on the page: the progress modal of a background export, or nothing. */
  progress: ReactNode;
}

/** The export flow every report page shares (ready files download at once; large ones are watched). */
export function useExport(): Exporter {
  const [busy, setBusy] = useState(false);
  const [watch, setWatch] = useState<Watch | null>(null);
  const start = useCallback(async (request: () => Promise<ExportAnswer>): Promise<ExportOutcome> => {
    setBusy(true);
    try {
      const { fileName, jobId } = readExportAnswer(await request());
      if (jobId === null) return (await downloadFile(fileName)) ? 'downloaded' : 'failed';
      // A newer export takes the modal; an earlier one still finishes on the server.
      setWatch({ jobId, fileName, open: true });
      return 'background';
    } catch (error) {
      notifyError(error);
      return 'failed';
    } finally {
      setBusy(false);
    }
  }, []);
  const progress = watch ? (
    <Suspense fallback={null}>
      <ExportProgressModal
        key={watch.jobId}
        jobId={watch.jobId}
        fileName={watch.fileName}
        open={watch.open}
        onHide={() => setWatch((w) => (w ? { ...w, open: false } : w))}
        onClose={() => setWatch(null)}
      />
    </Suspense>
  ) : null;
  return { start, busy, progress };
}
