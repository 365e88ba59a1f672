import { Flex, Statistic } from 'antd';
import { CalendarOutlined, CheckSquareOutlined, LinkOutlined, SolutionOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, type HomeExemption, type HomeLeave, type HrmHomeCards } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { HrefLink, useIsScreen } from '../../../../platform/ui/href-link.tsx';
import { leaveProgress, leaveProgressColour } from '../leave-progress.ts';
import '../hr-cards-i18n.ts';

/** Leave card: each type's days taken over its entitlement, with a progress bar (spec 2 §3, §9). */
export function LeaveCard({ leaves }: { leaves: readonly HomeLeave[] }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={
        <>
          <SolutionOutlined aria-hidden /> {t('home.leave')}
        </>
      }
      extra={<HrefLink href="/ess/hrm/leave/create">{t('home.applyForLeave')}</HrefLink>}
      className="cr-fill"
      testId="leave-card"
    >
      {leaves.length === 0 ? (
        <p className="cr-muted">{t('home.noLeave')}</p>
      ) : (
        <ul className="cr-leave-list">
          {leaves.map((l, i) => {
            const percent = leaveProgress(l.days_taken, l.applicable_days);
            const label = t('home.leaveDays', { taken: l.days_taken, total: l.applicable_days });
            return (
              <li key={l.id} data-testid={`leave-balance-${l.id}`}>
                <Flex justify="space-between" gap={8} wrap>
                  <strong>{l.leave_name}</strong>
                  <span className="cr-muted cr-small">
                    {label} · {t('home.leaveRemaining', { count: l.remaining_days })}
                  </span>
                </Flex>
                <div
                  className="cr-meter"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={`${l.leave_name}: ${label}`}
                >
                  <div
                    className="cr-meter-fill"
                    style={{ width: `${percent}%`, background: leaveProgressColour(i) }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** Exemptions card: the latest three (spec 2 §9), each its date and reason. */
export function ExemptionsCard({ exemptions }: { exemptions: readonly HomeExemption[] }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={
        <>
          <CalendarOutlined aria-hidden /> {t('home.exemptions')}
        </>
      }
      extra={<HrefLink href="/ess/hrm/exemption/create">{t('home.applyForExemption')}</HrefLink>}
      className="cr-fill"
      testId="exemptions-card"
    >
      {exemptions.length === 0 ? (
        <p className="cr-muted">{t('home.noExemptions')}</p>
      ) : (
        <ul className="cr-plain-list">
          {exemptions.slice(0, 3).map((x) => (
            <li key={x.id}>
              <strong>{formatDate(x.date)}</strong>
              <span className="cr-muted"> · {x.exemption_reason}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

type Pending = Pick<
  HrmHomeCards,
  'pending_leave_approvals_count' | 'pending_loan_approvals_count' | 'pending_exemption_approvals_count'
>;

/** Pending Approvals: what waits on the viewer, shown to everyone (spec 2 home). */
export function PendingApprovalsCard({ counts }: { counts: Pending }) {
  const { t } = useTranslation();
  const items = [
    {
      key: 'leave',
      title: t('home.pendingLeave'),
      value: counts.pending_leave_approvals_count.leave_pending,
      people: counts.pending_leave_approvals_count.number_of_employees,
    },
    {
      key: 'loan',
      title: t('home.pendingLoan'),
      value: counts.pending_loan_approvals_count.loan_pending,
      people: counts.pending_loan_approvals_count.number_of_employees,
    },
    {
      key: 'exemption',
      title: t('home.pendingExemption'),
      value: counts.pending_exemption_approvals_count.exemption_pending,
      people: counts.pending_exemption_approvals_count.number_of_employees,
    },
  ];
  return (
    <Panel
      title={
        <>
          <CheckSquareOutlined aria-hidden /> {t('home.pendingApprovals')}
        </>
      }
      extra={<HrefLink href="/ess/hrm/leave/approvals">{t('home.view')}</HrefLink>}
      className="cr-fill"
      testId="pending-approvals"
    >
      <Flex gap={24} wrap>
        {items.map((i) => (
          <div key={i.key} data-testid={`pending-${i.key}`}>
            <Statistic title={i.title} value={i.value} />
            <span className="cr-muted cr-small">{t('home.pendingFrom', { count: i.people })}</span>
          </div>
        ))}
      </Flex>
    </Panel>
  );
}

/** Quick Links: the spec's self-service shortcuts (hidden when none is a screen yet). */
export function QuickLinksCard() {
  const { t } = useTranslation();
  const isScreen = useIsScreen();
  // Spec 2's links; the calendar and loan ones appear once their modules' screens exist.
  const links = [
    { to: '/ess/hrm/exemption/create', label: t('home.linkCreateExemption') },
    { to: '/ess/attendance/calendar', label: t('home.linkCalendar') },
    { to: '/ess/hrm/leave/create', label: t('home.linkCreateLeave') },
    { to: '/ess/payroll/loan/create', label: t('home.linkLoan') },
    { to: '/ess/hrm/leave/approvals', label: t('home.viewPendingLeave') },
  ].filter((l) => isScreen(l.to));
  if (links.length === 0) return null;
  return (
    <Panel
      title={
        <>
          <LinkOutlined aria-hidden /> {t('home.quickLinks')}
        </>
      }
      className="cr-fill"
      testId="quick-links"
    >
      <ul className="cr-plain-list">
        {links.map((l) => (
          <li key={l.to}>
            <HrefLink href={l.to}>{l.label}</HrefLink>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
