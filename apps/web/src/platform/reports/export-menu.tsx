import { Select } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REPORT_FORMATS, type ReportFormat } from '@clockroom/contracts';
import type { ExportAnswer } from '../jobs/export-answer.ts';
import { useExport } from '../jobs/use-export.tsx';
import { notifySuccess } from '../notify/notify.ts';
// Its own words, for a screen that uses the menu without the rest of the report kit.
import './i18n.ts';

interface ExportMenuProps {
  /** Calls the report's export endpoint for a format, with the filter on screen. */
  request: (format: ReportFormat) => Promise<ExportAnswer>;
  testId: string;
}

/**
 * A report's "Export As" selector: choosing CSV, XLSX or PDF downloads the file at once, or shows the
 * progress of the job writing it (useExport); the file is in the language of the screen.
 */
export function ExportMenu({ request, testId }: ExportMenuProps) {
  const { t } = useTranslation();
  const exporter = useExport();
  const label = t('reportKit.exportAs');
  const exportAs = async (format: ReportFormat) => {
    if ((await exporter.start(() => request(format))) === 'downloaded')
      notifySuccess(t('reportKit.exported', { format: format.toUpperCase() }));
  };
  return (
    <>
      {exporter.progress}
      <Select<ReportFormat>
        className="cr-report-export"
        placeholder={
          <span>
            <DownloadOutlined /> {label}
          </span>
        }
        aria-label={label}
        value={null}
        loading={exporter.busy}
        disabled={exporter.busy}
        onChange={(format) => void exportAs(format)}
        options={REPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
        data-testid={testId}
      />
    </>
  );
}
