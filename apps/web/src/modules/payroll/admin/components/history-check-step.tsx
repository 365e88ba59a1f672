import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryCheck } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RowErrorsTable } from './row-errors-table.tsx';

/**
 * The second step: what the file would import, each problem by row and column, and the choices —
 * another file, the valid rows only, or every row when all are good.
 */
export function HistoryCheckStep({
  fileName,
  check,
  importing,
  onImport,
  onOtherFile,
}: {
  fileName: string;
  check: HistoryCheck;
  importing: boolean;
  onImport: (onlyValid: boolean) => void;
  onOtherFile: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={fileName}>
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
      <Flex gap={8} wrap justify="flex-end" className="cr-mt">
        <Button onClick={onOtherFile} data-testid="history-other-file">
          {t('history.otherFile')}
        </Button>
        {check.invalid > 0 && check.valid > 0 ? (
          <Button loading={importing} onClick={() => onImport(true)} data-testid="history-import-valid">
            {t('history.importValid', { count: check.valid })}
          </Button>
        ) : null}
        <Button
          type="primary"
          disabled={check.invalid > 0}
          loading={importing}
          onClick={() => onImport(false)}
          data-testid="history-import"
        >
          {t('history.importAll', { count: check.total })}
        </Button>
      </Flex>
    </Panel>
  );
}
