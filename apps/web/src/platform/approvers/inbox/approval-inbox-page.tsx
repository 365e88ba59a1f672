import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { OnceOpened } from '../../ui/once-opened.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { RecordDrawerProps } from '../../ui/record-drawer.tsx';
import { ApprovalInbox, DecisionFooter, type ApprovalInboxProps } from './approval-inbox.tsx';
import { useApprovalDecisions, type DecisionSettings } from './use-approval-decisions.tsx';

type InboxPageProps<T extends { id: number }, K extends QueryKey> = Omit<
  ApprovalInboxProps<T, K>,
  'decisions' | 'words' | 'testIdPrefix' | 'searchPlaceholder' | 'empty'
> & {
  /** `<words>.approvalsTitle` unless given (the words are the module's, from `decide`). */
  title?: string;
  /** `<words>.approvalsSubtitle` unless given. */
  subtitle?: string;
  /** `<words>.search` unless given. */
  searchPlaceholder?: string;
  /** `<words>.emptyApprovals` unless given, with `<words>.approvalsHint` under it when `emptyHint`. */
  empty?: ReactNode;
  emptyHint?: boolean;
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
 * when the module has one. Its texts are the module's decision words' (`decide.words`) unless a screen
 * names its own: `<words>.approvalsTitle`, `.approvalsSubtitle`, `.search`, `.emptyApprovals` and
 * `.approvalsHint`, so every inbox's keys read the same.
 */
export function ApprovalInboxPage<T extends { id: number }, K extends QueryKey>({
  title,
  subtitle,
  searchPlaceholder,
  empty,
  emptyHint,
  headerExtra,
  decide,
  tabs,
  summary,
  detail,
  ...inbox
}: InboxPageProps<T, K>) {
  const { t } = useTranslation();
  const { words } = decide;
  const decisions = useApprovalDecisions(decide);
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const Drawer = detail?.drawer;
  return (
    <>
      <PageHeader
        title={title ?? t(`${words}.approvalsTitle`)}
        subtitle={subtitle ?? t(`${words}.approvalsSubtitle`)}
        extra={headerExtra}
      />
      {tabs}
      {summary}
      <ApprovalInbox
        decisions={decisions}
        words={words}
        testIdPrefix={decide.testIdPrefix}
        searchPlaceholder={searchPlaceholder ?? t(`${words}.search`)}
        empty={
          empty ?? (
            <EmptyState
              message={t(`${words}.emptyApprovals`)}
              hint={emptyHint ? t(`${words}.approvalsHint`) : undefined}
            />
          )
        }
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
                  words={words}
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
