import type { ReactNode } from 'react';
import { Panel } from '../panel.tsx';
import { PersonAvatar } from '../person-avatar.tsx';
import './people-panel.css';

/** One person on a dashboard's list. */
export interface DashboardPersonRow {
  key: string | number;
  name: string;
  picture: string | null;
  /** Under the name, muted: their branch, their leave. */
  detail: ReactNode;
  /** On the right: their day, or the days they are away. */
  when: ReactNode;
  /** Under `when`, muted, when there is something to add. */
  whenDetail?: ReactNode;
}

interface DashboardPeoplePanelProps {
  title: string;
  extra?: string;
  rows: readonly DashboardPersonRow[];
  /** How many there are in all: the server sends the first few only. */
  total: number;
  /** The line under a capped list, for how many more there are. */
  moreText: (count: number) => string;
  emptyText: string;
  testId?: string;
}

/**
 * A dashboard's short list of people with their day (who is away, joiners, birthdays), the one the
 * HR and organization dashboards share: the avatar, the name over a detail, when on the right, and
 * how many more the list leaves out.
 */
export function DashboardPeoplePanel(p: DashboardPeoplePanelProps) {
  const more = p.total - p.rows.length;
  return (
    <Panel
      title={p.title}
      extra={p.extra ? <span className="cr-muted cr-small">{p.extra}</span> : undefined}
      testId={p.testId}
    >
      {p.rows.length === 0 ? (
        <p className="cr-muted cr-m0">{p.emptyText}</p>
      ) : (
        <ul className="cr-dash-people">
          {p.rows.map((row) => (
            <li key={row.key}>
              <PersonAvatar name={row.name} picture={row.picture} size={32} />
              <span className="cr-dash-person">
                <span>{row.name}</span>
                <span className="cr-muted cr-small">{row.detail}</span>
              </span>
              <span className="cr-dash-when">
                {row.when}
                {row.whenDetail ? <span className="cr-muted cr-small">{row.whenDetail}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <p className="cr-muted cr-small cr-m0">{p.moreText(more)}</p> : null}
    </Panel>
  );
}
