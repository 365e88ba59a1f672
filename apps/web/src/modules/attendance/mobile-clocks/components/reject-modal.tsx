import { useTranslation } from 'react-i18next';
import { MOBILE_CLOCK_MESSAGES as M } from '@clockroom/contracts';
import { RejectReasonModal } from '../../../../platform/approvers/components/reject-reason-modal.tsx';

/** The mobile clock inbox's rejection dialog: the shared one with mobile clock words. */
export function RejectModal({
  count,
  loading,
  onCancel,
  onReject,
}: {
  count: number;
  loading: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <RejectReasonModal
      count={count}
      loading={loading}
      testIdPrefix="mobile-clock"
      texts={{
        title: t('mobileClock.rejectTitle', { count }),
        ok: t('mobileClock.reject'),
        cancel: t('common.cancel'),
        reason: t('mobileClock.rejectReason'),
        hint: t('mobileClock.rejectHint'),
        required: t(M.rejectReasonRequired),
      }}
      onCancel={onCancel}
      onReject={onReject}
    />
  );
}
