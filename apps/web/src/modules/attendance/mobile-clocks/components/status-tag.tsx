import { useTranslation } from 'react-i18next';
import type { MobileClockStatus } from '@clockroom/contracts';
import { RequestStatusTag } from '../../../../platform/ui/request-status-tag.tsx';

/** pending | processing | approved | rejected (spec 3 §4), read as words. */
export function MobileClockStatusTag({ status }: { status: MobileClockStatus }) {
  const { t } = useTranslation();
  return <RequestStatusTag status={status} label={t(`mobileClock.${status}`)} testId="mobile-clock-status" />;
}
