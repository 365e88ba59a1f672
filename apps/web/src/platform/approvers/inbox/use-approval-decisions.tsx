import { useState } from 'react';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApprovalDecision, ApprovalDecisionEndpoint, ApprovalRefusal } from '@clockroom/contracts';
import { submit } from '../../api/endpoint-client.ts';
import type { RowAction } from '../../ui/responsive-row-actions.tsx';
import { useRejectDialog } from './use-reject-dialog.tsx';
import './inbox-i18n.ts';

/** How a module's items are decided (ADR 31): every module answers the same decision shape. */
export interface DecisionSettings {
  /** The module's approve and reject calls (its endpoints of contracts, e.g. LEAVE_ENDPOINTS). */
  endpoints: Record<ApprovalDecision, ApprovalDecisionEndpoint>;
  /** The module's id list in the body, e.g. `leave_request_ids`. */
  idsField: string;
  /** Reads every list and record of the module afresh after a decision. */
  refresh: (client: QueryClient) => Promise<unknown>;
  /** The module's translation prefix: `<words>.approve`, `.reject`, `.approveTitle`, `.approveText`. */
  words: string;
  /** Names the controls: `<prefix>-approve-<id>`, `<prefix>-reject-<id>`, `<prefix>-refused`. */
  testIdPrefix: string;
  /** The module's message for a rejection without a reason. */
  reasonRequired: string;
  /** Path values of calls whose path names the action or the parent (payment schedules, ADR 59). */
  params?: Record<ApprovalDecision, Record<string, string>>;
}

const decisionMutation = (s: DecisionSettings) =>
  mutationOptions({
    mutationKey: ['approvals', s.idsField, 'decide'],
    mutationFn: ({ action, ids, reason }: { action: ApprovalDecision; ids: number[]; reason?: string }) =>
      submit(s.endpoints[action], {
        ...(s.params ? { params: s.params[action] } : {}),
        body: { [s.idsField]: ids, ...(reason ? { reason } : {}) },
      } as never),
    // The server's message on success; a 422 (nothing decided) shows its reasons as the error notice.
    meta: { notifySuccess: true },
  });

/**
 * Approving and rejecting a module's items, for an inbox and any other list that decides (ADR 31):
 * the call, the reason asked before a rejection, each row's two actions, and the ids a partial
 * batch left undecided with their reasons until dismissed.
 */
export function useApprovalDecisions(s: DecisionSettings) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<ApprovalRefusal[]>([]);
  const decide = useMutation({
    ...decisionMutation(s),
    onSuccess: async (answer) => {
      setRefused(answer.data.refused);
      await s.refresh(queryClient);
    },
  });
  const act = (action: ApprovalDecision, ids: number[], reason?: string) =>
    decide.mutateAsync({ action, ids, reason }).then(
      () => true,
      () => false,
    );
  const reject = useRejectDialog({
    words: s.words,
    testIdPrefix: s.testIdPrefix,
    required: s.reasonRequired,
    loading: decide.isPending,
    onReject: (ids, reason) => act('reject', ids, reason),
  });

  const rowActions = (id: number): RowAction[] => [
    {
      key: 'approve',
      label: t(`${s.words}.approve`),
      icon: <CheckOutlined />,
      testId: `${s.testIdPrefix}-approve-${id}`,
      confirm: {
        title: t(`${s.words}.approveTitle`, { count: 1 }),
        text: t(`${s.words}.approveText`),
        okText: t(`${s.words}.approve`),
        cancelText: t('common.cancel'),
        onConfirm: () => act('approve', [id]),
      },
    },
    {
      key: 'reject',
      label: t(`${s.words}.reject`),
      icon: <CloseOutlined />,
      testId: `${s.testIdPrefix}-reject-${id}`,
      danger: true,
      onClick: () => reject.ask([id]),
    },
  ];

  const refusedAlert = refused.length ? (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose: () => setRefused([]) }}
      className="cr-table-error"
      data-testid={`${s.testIdPrefix}-refused`}
      title={t('approvalInbox.refusedTitle', { count: refused.length })}
      description={
        <ul className="cr-approval-refused">
          {refused.map((r) => (
            <li key={r.id}>{t('approvalInbox.refusedLine', { id: r.id, reason: t(r.reason) })}</li>
          ))}
        </ul>
      }
    />
  ) : null;

  return {
    act,
    rowActions,
    askReason: reject.ask,
    pending: decide.isPending,
    refusedAlert,
    rejectDialog: reject.dialog,
  };
}

export type ApprovalDecisions = ReturnType<typeof useApprovalDecisions>;
