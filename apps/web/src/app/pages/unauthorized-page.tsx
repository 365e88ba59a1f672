import { Button } from 'antd';
import { LockFilled } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { defaultHomePath } from '../../platform/routing/active-view.ts';
import { useSession } from '../../platform/session/session-store.ts';
import { PublicCard } from '../../platform/ui/public-card.tsx';
import { StatusPanel } from '../../platform/ui/status-panel.tsx';

/** Where a route's permission check sends a user who holds none of the required permissions. */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  return (
    <PublicCard title={t('unauthorized.title')}>
      <StatusPanel
        icon={<LockFilled />}
        compact
        testId="unauthorized"
        status="403"
        subTitle={t('unauthorized.text')}
        extra={
          <Link to={token ? defaultHomePath(user) : '/company'} data-testid="unauthorized-home">
            <Button type="primary">
              {token ? t('unauthorized.goToMyHome') : t('activation.goToSignIn')}
            </Button>
          </Link>
        }
      />
    </PublicCard>
  );
}
