import { lazy, Suspense, useState } from 'react';
import { Col, Flex, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../platform/hooks/use-document-title.ts';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { isPremiumAccount } from '../../../../platform/session/subscription.ts';
import { storage } from '../../../../platform/session/session-store.ts';
import { STORAGE_KEYS } from '../../../../platform/session/storage.ts';
import { shouldAnnounce } from '../announcement.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { homeQuery } from '../api.ts';
import { ANNIVERSARIES_PER_PAGE, BIRTHDAYS_PER_PAGE } from '../carousel-paging.ts';
import { CelebrantsCarousel } from '../components/celebrants-carousel.tsx';
import { EmployeesCountCard } from '../components/employees-count-card.tsx';
import { DowngradedBanner } from '../components/downgraded-banner.tsx';
import { NextHolidayCard } from '../components/next-holiday-card.tsx';
import { PeopleMovementPanel } from '../components/people-movement-panel.tsx';
import { WelcomeCard } from '../components/welcome-card.tsx';
import { ExemptionsCard, LeaveCard, PendingApprovalsCard, QuickLinksCard } from '../components/hr-cards.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { PayslipCard } from '../components/payslip-card.tsx';

const ModuleAnnouncement = lazy(() => import('../components/module-announcement.tsx'));
const HomeClockCard = lazy(() =>
  import('../../../attendance/index.ts').then((m) => ({ default: m.HomeClockCard })),
);

/** The carousels under the cards, in order: which people, their kind, title, empty text, page size and test id. */
const CELEBRATIONS = [
  ['birthdays', 'birthday', 'home.birthdays', 'home.noBirthdays', BIRTHDAYS_PER_PAGE, 'birthdays'],
  [
    'work_anniversaries',
    'anniversary',
    'home.anniversaries',
    'home.noAnniversaries',
    ANNIVERSARIES_PER_PAGE,
    'work-anniversaries',
  ],
] as const;

/** /admin/home, /ess/home and /ess/dashboard: what GET /home/{view} returns, and nothing that is not there. */
export default function HomePage() {
  const { t } = useTranslation();
  const view = useActiveView();
  const user = useCurrentUser();
  const home = useQuery(homeQuery(view));
  const [announce] = useState(() =>
    shouldAnnounce(user.packageModules, storage.getItem(STORAGE_KEYS.moduleAnnouncementClosedAt), new Date()),
  );
  useDocumentTitle(t('menu.home'));

  if (home.isPending) {
    return (
      <Row gutter={[24, 24]} data-testid="home-loading">
        <Col xs={24} xl={16}>
          <Panel>
            <Skeleton avatar active paragraph={{ rows: 2 }} />
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel>
            <Skeleton active />
          </Panel>
        </Col>
      </Row>
    );
  }
  if (home.isError) return <PageError error={home.error} onRetry={() => void home.refetch()} />;

  const data = home.data;
  const hasSidePanel = !!(data.readable_date || data.day || data.new_joiners || data.employee_exits);

  return (
    <Row gutter={[24, 24]} data-testid="home-page">
      <Col xs={24} xl={hasSidePanel ? 16 : 24}>
        <Flex vertical gap={24}>
          {isPremiumAccount(user.employee.company.account_type) ? null : <DowngradedBanner />}
          <WelcomeCard profile={data.profile} readableDate={data.readable_date} day={data.day} />
          {view === 'ess' && user.packageModules.some((p) => p.module === 'attendance') ? (
            <Suspense fallback={null}>
              <HomeClockCard />
            </Suspense>
          ) : null}
          {view === 'admin' && data.employees_count ? (
            <EmployeesCountCard count={data.employees_count} />
          ) : null}
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={12}>
              <LeaveCard leaves={data.leaves} />
            </Col>
            <Col xs={24} lg={12}>
              <PendingApprovalsCard counts={data} />
            </Col>
            <Col xs={24} lg={12}>
              <ExemptionsCard exemptions={data.exemptions} />
            </Col>
            <Col xs={24} lg={12}>
              <QuickLinksCard />
            </Col>
            {view === 'ess' && user.packageModules.some((p) => p.module === 'payroll') ? (
              <Col xs={24} lg={12}>
                <PayslipCard payslip={data.payslip} />
              </Col>
            ) : null}
          </Row>
          {CELEBRATIONS.map(([list, kind, title, emptyText, perPage, testId]) => {
            const people = data[list];
            return people ? (
              <CelebrantsCarousel
                key={testId}
                testId={testId}
                title={t(title)}
                emptyText={t(emptyText)}
                people={people}
                perPage={perPage}
                kind={kind}
              />
            ) : null;
          })}
        </Flex>
      </Col>
      {announce ? (
        <Suspense fallback={null}>
          <ModuleAnnouncement />
        </Suspense>
      ) : null}
      {hasSidePanel ? (
        <Col xs={24} xl={8}>
          <Flex vertical gap={24}>
            {data.next_public_holiday !== undefined ? (
              <NextHolidayCard holiday={data.next_public_holiday} />
            ) : null}
            <PeopleMovementPanel
              readableDate={data.readable_date}
              day={data.day}
              newJoiners={data.new_joiners}
              exits={data.employee_exits}
              onLeave={data.employees_on_leave}
            />
          </Flex>
        </Col>
      ) : null}
    </Row>
  );
}
