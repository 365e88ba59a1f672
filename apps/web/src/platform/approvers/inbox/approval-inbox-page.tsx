import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { PageHeader } from '../../ui/page-header.tsx';
import { ApprovalInbox, type ApprovalInboxProps } from './approval-inbox.tsx';
import { useApprovalDecisions, type DecisionSettings } from './use-approval-decisions.tsx';

type InboxPageProps<T extends { id: number }, K extends QueryKey> = Omit<
  ApprovalInboxProps<T, K>,
  'decisions' | 'words' | 'testIdPrefix'
> & {
  title: string;
  subtitle: string;
  /** How the module's items are decided: its endpoints, words and control names. */
  decide: DecisionSettings;
  /** The module's tabs, under the header. */
  tabs?: ReactNode;
};

/**
 * A module's approvals screen (ADR 31): its header, then what waits on the signed-in approver in the
 * one approvals inbox, decided through the module's own calls.
 */
export function ApprovalInboxPage<T extends { id: number }, K extends QueryKey>({
  title,
  subtitle,
  decide,
  tabs,
  ...inbox
}: InboxPageProps<T, K>) {
  const decisions = useApprovalDecisions(decide);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {tabs}
      <ApprovalInbox
        decisions={decisions}
        words={decide.words}
        testIdPrefix={decide.testIdPrefix}
        {...inbox}
      />
    </>
  );
}
