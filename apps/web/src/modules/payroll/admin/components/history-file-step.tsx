import { Button, Col, Flex, Row, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { downloadHistoryTemplate } from '../api.ts';

/** The first step: the template to fill in, and the file to check. */
export function HistoryFileStep({
  checking,
  onFile,
}: {
  /** The name of the file being checked, while it is. */
  checking: string | null;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Panel title={t('history.templateTitle')}>
          <p className="cr-muted cr-m0">{t('history.templateHelp')}</p>
          <Flex gap={8} wrap className="cr-mt">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                icon={<DownloadOutlined />}
                onClick={() => void downloadHistoryTemplate(format)}
                data-testid={`history-template-${format}`}
              >
                {t(format === 'csv' ? 'history.templateCsv' : 'history.templateXlsx')}
              </Button>
            ))}
          </Flex>
        </Panel>
      </Col>
      <Col xs={24} lg={14}>
        <Panel title={t('history.fileTitle')}>
          <Upload.Dragger
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            disabled={checking !== null}
            beforeUpload={(chosen) => {
              onFile(chosen);
              return Upload.LIST_IGNORE;
            }}
            data-testid="history-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {checking ? t('history.checking', { name: checking }) : t('history.dropHint')}
            </p>
            <p className="ant-upload-hint">{t('history.dropLimit')}</p>
          </Upload.Dragger>
        </Panel>
      </Col>
    </Row>
  );
}
