import { Alert } from 'antd';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@clockroom/contracts';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';

/**
 * Spec 2 home: shown when the account is no longer premium (the trial ended or the subscription
 * lapsed), so the modules have gone from the menu; it points to the support screen.
 */
export function DowngradedBanner() {
  const { t } = useTranslation();
  const view = useActiveView();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="downgraded-banner"
      title={t(MESSAGES.accountDowngraded)}
      action={
        <Link to={view === 'admin' ? '/admin/support' : '/ess/support'}>{t('home.contactSupport')}</Link>
      }
    />
  );
}
