import { useTranslation } from 'react-i18next';

export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullScreen ? 'cr-page-state cr-page-state--full' : 'cr-page-state'} role="status">
      <span className="cr-spinner" aria-hidden />
      <span className="cr-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
