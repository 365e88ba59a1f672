import { Button } from 'antd';
import { CompassOutlined } from '@ant-design/icons';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { defaultHomePath, viewOfPath } from '../../platform/routing/active-view.ts';
import { useSession } from '../../platform/session/session-store.ts';
import { BrandMark } from '../../platform/ui/brand-mark.tsx';
import { StatusPanel } from '../../platform/ui/status-panel.tsx';

/** Unknown addresses: inside the signed-in shell, or on its own page for everything else. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const insideShell = viewOfPath(pathname) !== null;
  const result = (
    <StatusPanel
      icon={<CompassOutlined />}
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Link to={token ? defaultHomePath(user) : '/login'}>
          <Button type="primary" data-testid="not-found-home">
            {token ? t('common.goHome') : t('activation.goToSignIn')}
          </Button>
        </Link>
      }
    />
  );
  if (insideShell) return <div data-testid="not-found">{result}</div>;
  return (
    <main className="cr-standalone" data-testid="not-found">
      <BrandMark />
      {result}
    </main>
  );
}
