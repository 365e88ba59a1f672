import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './profile-tabs.css';

export interface ProfileTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The profile's tabs as plain elements (the WAI-ARIA tabs pattern, arrow keys included). A tab's
 * content is first rendered when the tab is first opened, then kept, so lazy tabs load on demand.
 * antd Tabs would bring its overflow menu (rc-menu and rc-dropdown) to this page alone, which splits
 * the shared chunks of every signed-in page (docs/decisions/0010).
 */
export function ProfileTabs({ items, testId }: { items: ProfileTab[]; testId?: string }) {
  const id = useId();
  const [active, setActive] = useState(items[0]?.key ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  const tabId = (key: string) => `${id}tab-${key}`;
  const panelId = (key: string) => `${id}panel-${key}`;

  const open = (key: string) => {
    setActive(key);
    setOpened((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((tab) => tab.key === active);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = items[(to + items.length) % items.length];
    if (!tab) return;
    open(tab.key);
    const button = document.getElementById(tabId(tab.key));
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className="cr-tabs" data-testid={testId}>
      <div role="tablist" className="cr-tabs-nav" onKeyDown={onKeyDown}>
        {items.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'cr-tab cr-tab--active' : 'cr-tab'}
              onClick={(event) => {
                open(tab.key);
                // On a phone the bar scrolls sideways: bring a half-hidden tab fully into view.
                event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {items.map((tab) =>
        opened.has(tab.key) ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={panelId(tab.key)}
            aria-labelledby={tabId(tab.key)}
            hidden={tab.key !== active}
            className="cr-tabs-panel"
          >
            {tab.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
