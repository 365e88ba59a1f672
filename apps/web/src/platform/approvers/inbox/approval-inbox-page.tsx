import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { OnceOpened } from '../../ui/once-opened.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { RecordDrawerProps } from '../../ui/record-drawer.tsx';
import { ApprovalInbox, DecisionFooter, type ApprovalInboxProps } from './approval-inbox.tsx';
import { useApprovalDecisions, type DecisionSettings } from './use-approval-decisions.tsx';

type InboxPageProps<T extends { id: number }, K extends QueryKey> = Omit<
  ApprovalInboxProps<T, K>,
  'decisions' | 'words' | 'testIdPrefix'
> & {
  title: string;
  subtitle: string;
  /** Beside the title, e.g. a link to the module's settings. */
  headerExtra?: ReactNode;
  /** How the module's items are decided: its endpoints, words and control names. */
  decide: DecisionSettings;
  /** The module's tabs, under the header. */
  tabs?: ReactNode;
  /** A summary between the tabs and the inbox (overtime's approved totals). */
  summary?: ReactNode;
  /**
   * A row's side panel (lazy or not), opened by the row's view action. While the record waits on
   * the viewer (`can_decide`) the panel's footer rejects and approves it, in a row of that class.
   */
  detail?: {
    drawer: ComponentType<RecordDrawerProps<{ id: number; can_decide: boolean }>>;
    actionsClassName?: string;
  };
};

/**
 * A module's approvals screen (ADR 31): its header, then what waits on the signed-in approver in the
 * one approvals inbox, decided through the module's own calls, and there too in a row's side panel
 * when the module has one.
 */
export function ApprovalInboxPage<T extends { id: number }, K extends QueryKey>({
  title,
  subtitle,
  headerExtra,
  decide,
  tabs,
  summary,
  detail,
  ...inbox
}: InboxPageProps<T, K>) {
  const decisions = useApprovalDecisions(decide);
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const Drawer = detail?.drawer;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} extra={headerExtra} />
      {tabs}
      {summary}
      <ApprovalInbox
        decisions={decisions}
        words={decide.words}
        testIdPrefix={decide.testIdPrefix}
        {...inbox}
        onView={Drawer ? setViewing : inbox.onView}
      />
      {Drawer ? (
        <OnceOpened open={viewing !== null}>
          <Drawer
            id={viewing}
            onClose={close}
            footer={(record) =>
              record.can_decide ? (
                <DecisionFooter
                  decisions={decisions}
                  words={decide.words}
                  testIdPrefix={decide.testIdPrefix}
                  id={record.id}
                  className={detail.actionsClassName}
                  onDone={close}
                />
              ) : null
            }
          />
        </OnceOpened>
      ) : null}
    </>
  );
}
