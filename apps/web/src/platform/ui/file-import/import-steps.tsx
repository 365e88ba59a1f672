import { Button, Col, Flex, Row, Steps, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '../panel.tsx';

/** The spreadsheets an import reads, by extension and by type. */
const SPREADSHEETS = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An import's three steps, `<texts>.stepUpload`, `.stepCheck` and `.stepDone`, at `current`. */
export function ImportSteps({ texts, current }: { texts: string; current: number }) {
  const { t } = useTranslation();
  return (
    <Steps
      current={current}
      size="small"
      responsive
      className="cr-mb-lg"
      items={[
        { title: t(`${texts}.stepUpload`) },
        { title: t(`${texts}.stepCheck`) },
        { title: t(`${texts}.stepDone`) },
      ]}
    />
  );
}

interface ImportFileStepProps {
  /**
   * The i18n prefix: `<texts>.templateTitle`, `.templateHelp`, `.templateCsv`, `.templateXlsx`,
   * `.checking` ({name}), `.dropHint`, `.dropLimit`.
   */
  texts: string;
  /** Prefix of the test ids `<testId>-template-csv`, `-template-xlsx` and `-file`. */
  testId: string;
  /** The file panel's title. */
  fileTitle: string;
  downloadTemplate: (format: 'csv' | 'xlsx') => Promise<unknown>;
  /** The name of the file being checked, while it is. */
  checking: string | null;
  onFile: (file: File) => void;
}

/** An import's first step: the template to fill in, beside the drop zone for the filled-in file. */
export function ImportFileStep(p: ImportFileStepProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Panel title={t(`${p.texts}.templateTitle`)}>
          <p className="cr-muted cr-m0">{t(`${p.texts}.templateHelp`)}</p>
          <Flex gap={8} wrap className="cr-mt">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                icon={<DownloadOutlined />}
                onClick={() => void p.downloadTemplate(format)}
                data-testid={`${p.testId}-template-${format}`}
              >
                {t(format === 'csv' ? `${p.texts}.templateCsv` : `${p.texts}.templateXlsx`)}
              </Button>
            ))}
          </Flex>
        </Panel>
      </Col>
      <Col xs={24} lg={14}>
        <Panel title={p.fileTitle}>
          <Upload.Dragger
            accept={SPREADSHEETS}
            multiple={false}
            showUploadList={false}
            disabled={p.checking !== null}
            beforeUpload={(chosen) => {
              p.onFile(chosen);
              return Upload.LIST_IGNORE;
            }}
            data-testid={`${p.testId}-file`}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {p.checking ? t(`${p.texts}.checking`, { name: p.checking }) : t(`${p.texts}.dropHint`)}
            </p>
            <p className="ant-upload-hint">{t(`${p.texts}.dropLimit`)}</p>
          </Upload.Dragger>
        </Panel>
      </Col>
    </Row>
  );
}

interface ImportChoicesProps {
  /** The i18n prefix: `<texts>.otherFile`, `.importValid` ({count}), `.importAll` ({count}). */
  texts: string;
  /** What the check found: rows in all, and how many are valid and invalid. */
  check: { total: number; valid: number; invalid: number };
  importing: boolean;
  onImport: (onlyValid: boolean) => void;
  onOtherFile: () => void;
  testIds: { otherFile: string; validOnly: string; all: string };
}

/**
 * Under a checked file: another file, the valid rows only (when some are and some are not), or every
 * row, which waits until all are valid.
 */
export function ImportChoices({
  texts,
  check,
  importing,
  onImport,
  onOtherFile,
  testIds,
}: ImportChoicesProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap justify="flex-end" className="cr-mt">
      <Button onClick={onOtherFile} data-testid={testIds.otherFile}>
        {t(`${texts}.otherFile`)}
      </Button>
      {check.invalid > 0 && check.valid > 0 ? (
        <Button loading={importing} onClick={() => onImport(true)} data-testid={testIds.validOnly}>
          {t(`${texts}.importValid`, { count: check.valid })}
        </Button>
      ) : null}
      <Button
        type="primary"
        disabled={check.invalid > 0}
        loading={importing}
        onClick={() => onImport(false)}
        data-testid={testIds.all}
      >
        {t(`${texts}.importAll`, { count: check.total })}
      </Button>
    </Flex>
  );
}
