import { lazy, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MOBILE_CLOCK_MESSAGES as M, type MobileClockDecision } from '@clockroom/contracts';
import { OnceOpened } from '../../../../platform/ui/once-opened.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { decideMutation, refreshMobileClocks } from '../api.ts';

const RejectReasonModal = lazy(() =>
  import('../../../../platform/approvers/components/reject-reason-modal.tsx').then((m) => ({
    default: m.RejectReasonModal,
  })),
);

/**
 * Approving and rejecting clocks, shared by the approvals inbox and all-logs: the call, the reason
 * asked before a rejection, and the list of ids the engine refused (with why).
 */
export function useClockDecisions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<{ ids: number[]; done?: () => void } | null>(null);
  const [refused, setRefused] = useState<{ id: number; refusal: string }[]>([]);
  const decide = useMutation({
    ...decideMutation(),
    onSuccess: async (answer) => {
      setRefused(answer.data.refused.map((r) => ({ id: r.id, refusal: r.reason })));
      await refreshMobileClocks(queryClient);
    },
  });
  const act = (action: MobileClockDecision, ids: number[], reason?: string) =>
    decide.mutateAsync({ action, ids, reason }).then(
      () => true,
      () => false,
    );

  const rowActions = (id: number): RowAction[] => [
    {
      key: 'approve',
      label: t('mobileClock.approve'),
      icon: <CheckOutlined />,
      testId: `mobile-clock-approve-${id}`,
      confirm: {
        title: t('mobileClock.approveTitle', { count: 1 }),
        text: t('mobileClock.approveText'),
        okText: t('mobileClock.approve'),
        cancelText: t('common.cancel'),
        onConfirm: () => act('approve', [id]),
      },
    },
    {
      key: 'reject',
      label: t('mobileClock.reject'),
      icon: <CloseOutlined />,
      testId: `mobile-clock-reject-${id}`,
      danger: true,
      onClick: () => setRejecting({ ids: [id] }),
    },
  ];

  const refusedAlert = refused.length ? (
    <Alert
      type="warning"
      showIcon
      closable
      className="cr-table-error"
      data-testid="mobile-clock-refused"
      onClose={() => setRefused([])}
      title={t('mobileClock.refusedSome', { count: refused.length })}
      description={refused.map((r) => (
        <div key={r.id}>
          {t('mobileClock.clockId', { id: r.id })}: {t(r.refusal)}
        </div>
      ))}
    />
  ) : null;

  const rejectModal = (
    <OnceOpened open={rejecting !== null}>
      <RejectReasonModal
        words="mobileClock"
        testIdPrefix="mobile-clock"
        required={M.rejectReasonRequired}
        count={rejecting?.ids.length ?? 0}
        loading={decide.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          const current = rejecting;
          if (!current) return;
          void act('reject', current.ids, reason).then((ok) => {
            if (!ok) return;
            current.done?.();
            setRejecting(null);
          });
        }}
      />
    </OnceOpened>
  );

  return { act, rowActions, reject: setRejecting, refusedAlert, rejectModal };
}
