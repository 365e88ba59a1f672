import { useTranslation } from 'react-i18next';
import type { ExemptionStatus } from '@clockroom/contracts';
import { RequestStatusTag } from '../../../../platform/ui/request-status-tag.tsx';

/** pending | approved | rejected (spec 2 §4), read as Pending, Approved, Rejected. */
export function ExemptionStatusTag({ status }: { status: ExemptionStatus }) {
  const { t } = useTranslation();
  return <RequestStatusTag status={status} label={t(`exemption.${status}`)} testId="exemption-status" />;
}
