import { useTranslation } from 'react-i18next';
import { EXEMPTION_MESSAGES as M } from '@clockroom/contracts';
import { RejectReasonModal } from '../../../../platform/approvers/components/reject-reason-modal.tsx';

/** The exemption inbox's rejection dialog: the shared one with exemption words. */
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
      testIdPrefix="exemption"
      texts={{
        title: t('exemption.rejectTitle', { count }),
        ok: t('exemption.reject'),
        cancel: t('common.cancel'),
        reason: t('exemption.rejectReason'),
        hint: t('exemption.rejectHint'),
        required: t(M.rejectReasonRequired),
      }}
      onCancel={onCancel}
      onReject={onReject}
    />
  );
}
