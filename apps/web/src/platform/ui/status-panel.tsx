import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

export type Status = 'success' | 'error' | 'info' | 'warning' | '403' | '404';

interface StatusPanelProps {
  status: Status;
  /** Callers pass their icon, so each page only downloads the one it shows. */
  icon: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  compact?: boolean;
  testId?: string;
}

/**
 * An outcome: success, failure, not found, no access. A light stand-in for antd's Result, whose
 * 403/404/500 illustrations would otherwise ride along on every public page.
 */
export function StatusPanel({
  status,
  icon,
  title,
  subTitle,
  extra,
  compact = false,
  testId,
}: StatusPanelProps) {
  const code = status === '403' || status === '404' ? status : null;
  // A page that is only "not found" or "no access" is titled so in the tab, not left on the last one.
  useDocumentTitle(code ? title : undefined);
  return (
    <div
      className={`cr-status cr-status--${status}${compact ? ' cr-status--compact' : ''}`}
      role={status === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      <div className="cr-status-icon" aria-hidden>
        {icon}
      </div>
      {code ? <div className="cr-status-code">{code}</div> : null}
      {title ? <h2 className="cr-status-title">{title}</h2> : null}
      {subTitle ? <p className="cr-status-text">{subTitle}</p> : null}
      {extra ? <div className="cr-status-extra">{extra}</div> : null}
    </div>
  );
}
