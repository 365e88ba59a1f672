import { useTranslation } from 'react-i18next';
import { LEAVE_MESSAGES as M } from '@clockroom/contracts';
import { RejectReasonModal } from '../../../../platform/approvers/components/reject-reason-modal.tsx';

/** The leave inbox's rejection dialog: the shared one with leave's words. */
export function RejectModal({
  count,
  pending,
  onCancel,
  onReject,
}: {
  count: number;
  open?: boolean;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <RejectReasonModal
      count={count}
      loading={pending}
      testIdPrefix="leave"
      texts={{
        title: t('leave.rejectTitle', { count }),
        ok: t('leave.reject'),
        cancel: t('common.cancel'),
        reason: t('leave.rejectReason'),
        hint: t('leave.rejectHint'),
        required: t(M.reasonRequired),
      }}
      onCancel={onCancel}
      onReject={onReject}
    />
  );
}
