import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../notify/error-notice.ts';
import { ApiError } from '../api/api-error.ts';

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
  const status = error instanceof ApiError && error.status === 403 ? '403' : error instanceof ApiError && error.status === 404 ? '404' : 'error';
  return (
    <Result
      status={status}
      title={t('errors.pageTitle')}
      subTitle={[title, ...lines].map((line) => t(line)).join(' ')}
      extra={[
        onRetry ? (
          <Button key="retry" type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null,
        extra ? <span key="extra">{extra}</span> : null,
      ]}
    />
  );
}
