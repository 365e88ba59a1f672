import { Button } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { errorNotice } from '../notify/error-notice.ts';
import { StatusPanel } from './status-panel.tsx';

interface PageErrorProps {
  error: unknown;
  onRetry?: () => void;
  /** Extra actions (e.g. a link home). */
  extra?: React.ReactNode;
}

/** What a page shows when its data or its code could not be loaded. */
export function PageError({ error, onRetry, extra }: PageErrorProps) {
  const { t } = useTranslation();
  const { title, lines } = errorNotice(error);
  const status = error instanceof ApiError && error.status === 403 ? '403' : 'error';
  return (
    <StatusPanel
      status={status}
      icon={<WarningFilled />}
      testId="page-error"
      title={t('errors.pageTitle')}
      subTitle={[title, ...lines].map((line) => t(line)).join(' ')}
      extra={
        <>
          {onRetry ? (
            <Button type="primary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
          {extra}
        </>
      }
    />
  );
}
