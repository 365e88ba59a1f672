import { Alert, Button, Result, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ImportPreview, ImportSummary } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import {
  ImportChoices,
  ImportFileStep,
  ImportSteps,
} from '../../../../platform/ui/file-import/import-steps.tsx';
import { useFileImport } from '../../../../platform/ui/file-import/use-file-import.ts';
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
  const flow = useFileImport<ImportPreview, ImportSummary>(previewMutation(), importMutation(queryClient));
  const { file, checked: preview, done: summary, step, restart } = flow;

  return (
    <>
      <PageHeader back title={t('import.title')} subtitle={t('import.subtitle')} />
      <ImportSteps texts="import" current={step} />
      {step === 0 ? (
        <ImportFileStep
          texts="import"
          testId="import"
          fileTitle={t('import.uploadTitle')}
          downloadTemplate={downloadTemplate}
          checking={flow.checkingName}
          onFile={flow.choose}
        />
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
          <ImportChoices
            texts="import"
            check={preview}
            importing={flow.importing}
            onImport={(onlyValid) => flow.runImport(file, onlyValid)}
            onOtherFile={restart}
            testIds={{ otherFile: 'import-other-file', validOnly: 'import-valid-only', all: 'import-run' }}
          />
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
