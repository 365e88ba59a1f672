import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { ListPage } from '@clockroom/contracts';
import type { FilterContext } from '../../../platform/ui/data-table/data-table.tsx';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';
import { OnceOpened } from '../../../platform/ui/once-opened.tsx';
import { PageHeader } from '../../../platform/ui/page-header.tsx';
import type { RecordDrawerProps } from '../../../platform/ui/record-drawer.tsx';
import { ApprovalInbox, DecisionFooter } from '../../../platform/approvers/inbox/approval-inbox.tsx';
import {
  useApprovalDecisions,
  type DecisionSettings,
} from '../../../platform/approvers/inbox/use-approval-decisions.tsx';

interface ApprovalsPageProps<T extends { id: number }, K extends QueryKey> {
  title: string;
  subtitle: string;
  /** The resource's tabs, under the header. */
  tabs: ReactNode;
  /** How the resource's items are decided (its endpoints, words and control names). */
  decide: DecisionSettings;
  /** What waits on the signed-in approver (the resource's inbox call) and how it is shown. */
  inbox: {
    testId: string;
    query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
    columns: TableColumnsType<T>;
    searchPlaceholder: string;
    toolbar?: (ctx: FilterContext) => ReactNode;
    empty: ReactNode;
  };
  /** The resource's side panel of one item (lazy), given the approve and reject buttons. */
  drawer: ComponentType<RecordDrawerProps<{ id: number; can_decide: boolean }>>;
  /** The class of the panel's row of buttons. */
  actionsClassName: string;
}

/**
 * An HR approvals screen (ADR 22, 31): the requests waiting on the signed-in approver in the one
 * approvals inbox, each opened in the resource's side panel, decided there while it may be.
 */
export function ApprovalsPage<T extends { id: number }, K extends QueryKey>(p: ApprovalsPageProps<T, K>) {
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const decisions = useApprovalDecisions(p.decide);
  const { words, testIdPrefix } = p.decide;
  const Drawer = p.drawer;
  return (
    <>
      <PageHeader title={p.title} subtitle={p.subtitle} />
      {p.tabs}
      <ApprovalInbox
        decisions={decisions}
        words={words}
        testIdPrefix={testIdPrefix}
        {...p.inbox}
        onView={setViewing}
      />
      <OnceOpened open={viewing !== null}>
        <Drawer
          id={viewing}
          onClose={close}
          footer={(record) =>
            record.can_decide ? (
              <DecisionFooter
                decisions={decisions}
                words={words}
                testIdPrefix={testIdPrefix}
                id={record.id}
                className={p.actionsClassName}
                onDone={close}
              />
            ) : null
          }
        />
      </OnceOpened>
    </>
  );
}
