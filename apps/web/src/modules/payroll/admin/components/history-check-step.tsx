import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryCheck } from '@clockroom/contracts';
import type { CheckedFile } from '../../../../platform/ui/file-import/file-import-flow.tsx';
import { ImportChoices } from '../../../../platform/ui/file-import/import-steps.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RowErrorsTable } from './row-errors-table.tsx';

/**
 * The second step: what the file would import, each problem by row and column, and the choices —
 * another file, the valid rows only, or every row when all are good.
 */
export function HistoryCheckStep({
  file,
  checked: check,
  importing,
  onImport,
  onOtherFile,
}: CheckedFile<HistoryCheck>) {
  const { t } = useTranslation();
  return (
    <Panel title={file.name}>
      <Alert
        className="cr-mb"
        showIcon
        type={check.valid === 0 ? 'error' : check.invalid ? 'warning' : 'success'}
        title={
          check.invalid
            ? t('history.checkedSome', { valid: check.valid, total: check.total, count: check.invalid })
            : t('history.checkedAll', { count: check.total })
        }
        description={check.invalid ? t(check.valid ? 'history.fixHint' : 'history.fixHintNone') : undefined}
        data-testid="history-check-summary"
      />
      {check.components.length ? (
        <p className="cr-muted">{t('history.components', { codes: check.components.join(', ') })}</p>
      ) : null}
      {check.errors.length ? <RowErrorsTable errors={check.errors} testId="history-check-errors" /> : null}
      <ImportChoices
        texts="history"
        check={check}
        importing={importing}
        onImport={onImport}
        onOtherFile={onOtherFile}
        testIds={{
          otherFile: 'history-other-file',
          validOnly: 'history-import-valid',
          all: 'history-import',
        }}
      />
    </Panel>
  );
}
