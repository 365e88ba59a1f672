import { useTranslation } from 'react-i18next';
import { formatDate, type DashboardPerson } from '@clockroom/contracts';
import { DashboardPeoplePanel } from '../../../../platform/ui/dashboard/people-panel.tsx';

interface PeoplePanelProps {
  title: string;
  extra?: string;
  people: readonly DashboardPerson[];
  /** How many there are in all (lists are capped by the server). */
  total?: number;
  emptyText: string;
  today?: string;
  testId?: string;
}

/** A short list of people with their day: joiners, exits, birthdays, work anniversaries. */
export function PeoplePanel({ title, extra, people, total, emptyText, today, testId }: PeoplePanelProps) {
  const { t } = useTranslation();
  return (
    <DashboardPeoplePanel
      title={title}
      extra={extra}
      rows={people.map((p) => ({
        key: `${p.id}-${p.date}`,
        name: p.name,
        picture: p.picture,
        detail: p.branch ?? t('common.na'),
        when: (
          <time dateTime={p.date}>{p.date === today ? t('orgDashboard.today') : formatDate(p.date)}</time>
        ),
        whenDetail: p.years ? t('orgDashboard.years', { count: p.years }) : undefined,
      }))}
      total={total ?? people.length}
      moreText={(count) => t('orgDashboard.more', { count })}
      emptyText={emptyText}
      testId={testId}
    />
  );
}
