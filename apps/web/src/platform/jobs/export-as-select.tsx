import { Select } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ExportAnswer } from './export-answer.ts';
import { useExport, type ExportOutcome } from './use-export.tsx';

interface ExportAsSelectProps<F extends string> {
  formats: readonly F[];
  /** Calls the report's download endpoint for a format. */
  request: (format: F) => Promise<ExportAnswer>;
  /** The selector's text ('Export As', translated by the caller). */
  label: string;
  onOutcome?: (outcome: ExportOutcome, format: F) => void;
  testId?: string;
  className?: string;
}

/**
 * A report's "Export As" selector: choosing a format downloads the file at once, or shows the
 * progress of the job writing it (useExport). Shared by the report view screens.
 */
export function ExportAsSelect<F extends string>({
  formats,
  request,
  label,
  onOutcome,
  testId,
  className,
}: ExportAsSelectProps<F>) {
  const exporter = useExport();
  return (
    <>
      {exporter.progress}
      <Select<F>
        className={className}
        style={{ minWidth: 160 }}
        placeholder={
          <span>
            <DownloadOutlined /> {label}
          </span>
        }
        aria-label={label}
        value={null}
        loading={exporter.busy}
        disabled={exporter.busy}
        onChange={(format) =>
          void exporter.start(() => request(format)).then((outcome) => onOutcome?.(outcome, format))
        }
        options={formats.map((f) => ({ value: f, label: f.toUpperCase() }))}
        data-testid={testId}
      />
    </>
  );
}
