import type { MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useIsScreen } from '../href-link.tsx';
import './dashboard.css';

export type StatTone = 'blue' | 'green' | 'grey' | 'orange' | 'red';

interface StatTileProps {
  label: string;
  value: number;
  tone?: StatTone;
  testId?: string;
  /** An app path (with its query) the figure opens, e.g. the report listing the same rows. */
  href?: string;
}

/**
 * One headline figure of a dashboard. With `href` the whole tile is a link, followed inside the app;
 * a path that is not a screen of this build leaves the tile plain, never a dead end.
 */
export function StatTile({ label, value, tone = 'blue', testId, href }: StatTileProps) {
  const isScreen = useIsScreen();
  const navigate = useNavigate();
  const body = (
    <>
      <span className="cr-stat-value">{value.toLocaleString()}</span>
      <span className="cr-stat-label">{label}</span>
    </>
  );
  const className = `cr-stat-tile cr-stat-${tone}`;
  if (!href || !isScreen(href.split('?')[0] ?? href))
    return (
      <div className={className} data-testid={testId}>
        {body}
      </div>
    );
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <a className={`${className} cr-stat-link`} href={href} onClick={follow} data-testid={testId}>
      {body}
    </a>
  );
}
