import type { ReactNode } from 'react';

interface PanelProps {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/**
 * A titled white block for dashboards and detail pages. antd's Card looks the same but ships Tabs
 * with it, which the /admin/home budget cannot afford (ARCHITECTURE §6).
 */
export function Panel({ title, extra, className, testId, children }: PanelProps) {
  return (
    <section className={className ? `cr-panel ${className}` : 'cr-panel'} data-testid={testId}>
      {title || extra ? (
        <header className="cr-panel-head">
          {title ? <h2 className="cr-panel-title">{title}</h2> : <span />}
          {extra ? <div className="cr-panel-extra">{extra}</div> : null}
        </header>
      ) : null}
      <div className="cr-panel-body">{children}</div>
    </section>
  );
}
