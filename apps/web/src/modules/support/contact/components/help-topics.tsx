import { Collapse, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@clockroom/contracts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** One question and its answer (label keys), with the screen that solves it; some are for admins only. */
interface HelpTopic {
  key: string;
  question: string;
  answer: string;
  link?: LinkTarget & { label: string };
  adminOnly?: boolean;
}

/** Answers to the questions people ask most, each pointing at the screen that solves it. */
export function HelpTopics() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const view = useActiveView();
  const admin = isAdmin(user);
  const topics: HelpTopic[] = [
    {
      key: 'password',
      question: 'support.faqPassword',
      answer: 'support.faqPasswordAnswer',
      link: { to: '/ess/change-password', label: 'userMenu.changePassword' },
    },
    {
      key: 'profile',
      question: 'support.faqProfile',
      answer: 'support.faqProfileAnswer',
      link: { to: '/ess/profile/$id', params: { id: String(user.employee.id) }, label: 'userMenu.profile' },
    },
    {
      key: 'history',
      question: 'support.faqHistory',
      answer: 'support.faqHistoryAnswer',
      link: {
        to: view === 'admin' ? '/admin/activity-history' : '/ess/activity-history',
        label: 'menu.activityHistory',
      },
    },
    { key: 'forgot', question: 'support.faqForgot', answer: 'support.faqForgotAnswer' },
    { key: 'views', question: 'support.faqViews', answer: 'support.faqViewsAnswer', adminOnly: true },
    { key: 'branch', question: 'support.faqBranch', answer: 'support.faqBranchAnswer', adminOnly: true },
  ];
  const items = topics
    .filter((topic) => admin || !topic.adminOnly)
    .map(({ key, question, answer, link }) => ({
      key,
      label: t(question),
      children: (
        <Typography.Paragraph className="cr-m0">
          {t(answer)}
          {link ? (
            <>
              {' '}
              <Link to={link.to} params={link.params}>
                {t(link.label)}
              </Link>
            </>
          ) : null}
        </Typography.Paragraph>
      ),
    }));
  return (
    <Panel title={t('support.helpTitle')} testId="support-help">
      <Collapse items={items} bordered={false} defaultActiveKey={['password']} />
    </Panel>
  );
}
