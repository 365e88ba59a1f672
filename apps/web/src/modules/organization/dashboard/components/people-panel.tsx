import { useTranslation } from 'react-i18next';
import { formatDate, type DashboardPerson } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { PersonAvatar } from '../../../../platform/ui/person-avatar.tsx';

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
  const more = (total ?? people.length) - people.length;
  return (
    <Panel
      title={title}
      extra={extra ? <span className="cr-muted cr-small">{extra}</span> : undefined}
      testId={testId}
    >
      {people.length === 0 ? (
        <p className="cr-muted cr-m0">{emptyText}</p>
      ) : (
        <ul className="cr-dash-people">
          {people.map((p) => (
            <li key={`${p.id}-${p.date}`}>
              <PersonAvatar name={p.name} picture={p.picture} size={32} />
              <span className="cr-dash-person">
                <span>{p.name}</span>
                <span className="cr-muted cr-small">{p.branch ?? t('common.na')}</span>
              </span>
              <span className="cr-dash-when">
                <time dateTime={p.date}>
                  {p.date === today ? t('orgDashboard.today') : formatDate(p.date)}
                </time>
                {p.years ? (
                  <span className="cr-muted cr-small">{t('orgDashboard.years', { count: p.years })}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <p className="cr-muted cr-small cr-m0">{t('orgDashboard.more', { count: more })}</p> : null}
    </Panel>
  );
}
