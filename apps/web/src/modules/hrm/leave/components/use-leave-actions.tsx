import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveDecisionResult } from '@clockroom/contracts';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { leaveActionMutation, refreshLeaves, type LeaveAction } from '../api.ts';

/**
 * Approve, reject or cancel a batch (ADR 23): the server decides each id and says why any was not
 * done. The success notice shows when something was done; the refused ids stay listed above the
 * table with their messages until dismissed.
 */
export function useLeaveActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<LeaveDecisionResult['refused']>([]);
  const mutation = useMutation({
    ...leaveActionMutation(),
    onSuccess: async (envelope) => {
      const result = envelope.data;
      if (result.decided > 0) notifySuccess(envelope.message);
      setRefused(result.refused);
      await refreshLeaves(queryClient);
    },
  });
  const run = (action: LeaveAction, ids: number[], reason?: string) =>
    mutation.mutateAsync({ action, ids, reason }).catch(() => undefined);
  const report =
    refused.length > 0 ? (
      <Alert
        type="warning"
        showIcon
        closable={{ onClose: () => setRefused([]) }}
        className="cr-leave-refused"
        data-testid="leave-refused"
        title={t('leave.refusedTitle', { count: refused.length })}
        description={
          <ul className="cr-leave-refused-list">
            {refused.map((r) => (
              <li key={r.id}>{t('leave.refusedLine', { id: r.id, message: t(r.reason) })}</li>
            ))}
          </ul>
        }
      />
    ) : null;
  return { run, pending: mutation.isPending, report };
}
