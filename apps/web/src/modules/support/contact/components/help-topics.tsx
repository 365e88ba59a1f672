import { Collapse, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@clockroom/contracts';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** Answers to the questions people ask most, each pointing at the screen that solves it. */
export function HelpTopics() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const view = useActiveView();
  const admin = isAdmin(user);
  const items = [
    {
      key: 'password',
      label: t('support.faqPassword'),
      children: (
        <Typography.Paragraph className="cr-m0">
          {t('support.faqPasswordAnswer')}{' '}
          <Link to="/ess/change-password">{t('userMenu.changePassword')}</Link>
        </Typography.Paragraph>
      ),
    },
    {
      key: 'profile',
      label: t('support.faqProfile'),
      children: (
        <Typography.Paragraph className="cr-m0">
          {t('support.faqProfileAnswer')}{' '}
          <Link to="/ess/profile/$id" params={{ id: String(user.employee.id) }}>
            {t('userMenu.profile')}
          </Link>
        </Typography.Paragraph>
      ),
    },
    {
      key: 'history',
      label: t('support.faqHistory'),
      children: (
        <Typography.Paragraph className="cr-m0">
          {t('support.faqHistoryAnswer')}{' '}
          <Link to={view === 'admin' ? '/admin/activity-history' : '/ess/activity-history'}>
            {t('menu.activityHistory')}
          </Link>
        </Typography.Paragraph>
      ),
    },
    {
      key: 'forgot',
      label: t('support.faqForgot'),
      children: <Typography.Paragraph className="cr-m0">{t('support.faqForgotAnswer')}</Typography.Paragraph>,
    },
    ...(admin
      ? [
          {
            key: 'views',
            label: t('support.faqViews'),
            children: (
              <Typography.Paragraph className="cr-m0">{t('support.faqViewsAnswer')}</Typography.Paragraph>
            ),
          },
          {
            key: 'branch',
            label: t('support.faqBranch'),
            children: (
              <Typography.Paragraph className="cr-m0">{t('support.faqBranchAnswer')}</Typography.Paragraph>
            ),
          },
        ]
      : []),
  ];
  return (
    <Panel title={t('support.helpTitle')} testId="support-help">
      <Collapse items={items} bordered={false} defaultActiveKey={['password']} />
    </Panel>
  );
}
