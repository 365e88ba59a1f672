import { useState } from 'react';
import { Alert, Button, Col, Flex, Result, Row, Steps, Table, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, ImportSummary } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { downloadTemplate, importMutation, previewMutation } from '../api.ts';
import { PreviewTable } from '../components/preview-table.tsx';
import '../i18n.ts';

/**
 * /admin/organization/employees/import: template → upload → checked preview (errors per cell) →
 * fix and upload again, or import the valid rows only → summary.
 */
export default function EmployeeImportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const check = useMutation({ ...previewMutation(), onSuccess: ({ data }) => setPreview(data) });
  const run = useMutation({
    ...importMutation(queryClient),
    onSuccess: async ({ data }) => {
      await importMutation(queryClient).onSuccess();
      setSummary(data);
    },
  });
  const restart = () => {
    setFile(null);
    setPreview(null);
    setSummary(null);
    check.reset();
  };
  const step = summary ? 2 : preview ? 1 : 0;

  return (
    <>
      <PageHeader back title={t('import.title')} subtitle={t('import.subtitle')} />
      <Steps
        current={step}
        size="small"
        responsive
        className="cr-mb-lg"
        items={[
          { title: t('import.stepUpload') },
          { title: t('import.stepCheck') },
          { title: t('import.stepDone') },
        ]}
      />
      {step === 0 ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={9}>
            <Panel title={t('import.templateTitle')}>
              <p className="cr-muted cr-m0">{t('import.templateHelp')}</p>
              <Flex gap={8} wrap className="cr-mt">
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => void downloadTemplate('csv')}
                  data-testid="import-template-csv"
                >
                  {t('import.templateCsv')}
                </Button>
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => void downloadTemplate('xlsx')}
                  data-testid="import-template-xlsx"
                >
                  {t('import.templateXlsx')}
                </Button>
              </Flex>
            </Panel>
          </Col>
          <Col xs={24} lg={15}>
            <Panel title={t('import.uploadTitle')}>
              <Upload.Dragger
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                multiple={false}
                showUploadList={false}
                disabled={check.isPending}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  check.mutate(chosen);
                  return Upload.LIST_IGNORE;
                }}
                data-testid="import-file"
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">
                  {check.isPending && file ? t('import.checking', { name: file.name }) : t('import.dropHint')}
                </p>
                <p className="ant-upload-hint">{t('import.dropLimit')}</p>
              </Upload.Dragger>
            </Panel>
          </Col>
        </Row>
      ) : null}

      {step === 1 && preview && file ? (
        <Panel title={file.name}>
          <Alert
            className="cr-mb"
            showIcon
            type={preview.invalid ? 'warning' : 'success'}
            title={
              preview.invalid
                ? t('import.checkedSome', {
                    valid: preview.valid,
                    total: preview.total,
                    invalid: preview.invalid,
                  })
                : t('import.checkedAll', { total: preview.total })
            }
            description={preview.invalid ? t('import.fixHint') : undefined}
            data-testid="import-check-summary"
          />
          <PreviewTable preview={preview} />
          <Flex gap={8} wrap justify="flex-end" className="cr-mt">
            <Button onClick={restart} data-testid="import-other-file">
              {t('import.otherFile')}
            </Button>
            {preview.invalid > 0 && preview.valid > 0 ? (
              <Button
                loading={run.isPending}
                onClick={() => run.mutate({ file, onlyValid: true })}
                data-testid="import-valid-only"
              >
                {t('import.importValid', { count: preview.valid })}
              </Button>
            ) : null}
            <Button
              type="primary"
              disabled={preview.invalid > 0}
              loading={run.isPending}
              onClick={() => run.mutate({ file, onlyValid: false })}
              data-testid="import-run"
            >
              {t('import.importAll', { count: preview.total })}
            </Button>
          </Flex>
        </Panel>
      ) : null}

      {step === 2 && summary ? (
        <Panel>
          <Result
            status="success"
            title={t('import.doneTitle', { count: summary.imported })}
            subTitle={
              summary.skipped ? t('import.doneSkipped', { count: summary.skipped }) : t('import.doneNone')
            }
            extra={[
              <Button key="again" onClick={restart} data-testid="import-again">
                {t('import.again')}
              </Button>,
              <Link key="list" to="/admin/organization/employees/view-all">
                <Button type="primary" data-testid="import-view-employees">
                  {t('import.viewEmployees')}
                </Button>
              </Link>,
            ]}
            data-testid="import-summary"
          />
          {summary.errors.length ? (
            <Table
              size="small"
              rowKey={(e) => `${e.line}-${e.field}`}
              dataSource={summary.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t('import.line'), dataIndex: 'line', width: 80 },
                { title: t('import.field'), dataIndex: 'field', width: 180 },
                { title: t('import.problem'), dataIndex: 'message', render: (m: string) => t(m) },
              ]}
            />
          ) : null}
        </Panel>
      ) : null}
    </>
  );
}
