import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveDecisionResult } from '@clockroom/contracts';
import { notifySuccess } from '../../../../platform/notify/notify.ts';
import { cancelLeavesMutation, refreshLeaves } from '../api.ts';

/**
 * Cancel requests (ADR 23), answered as a decision is (ADR 31): the server cancels each id it may and
 * says why any other was not. The success notice shows when something was cancelled; the refused ids
 * stay listed above the table with their messages until dismissed.
 */
export function useLeaveCancel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<LeaveDecisionResult['refused']>([]);
  const mutation = useMutation({
    ...cancelLeavesMutation(),
    onSuccess: async (envelope) => {
      const result = envelope.data;
      if (result.decided > 0) notifySuccess(envelope.message);
      setRefused(result.refused);
      await refreshLeaves(queryClient);
    },
  });
  const cancel = (ids: number[]) => mutation.mutateAsync(ids).catch(() => undefined);
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
  return { cancel, pending: mutation.isPending, report };
}
