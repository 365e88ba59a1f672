import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MobileClockStatus } from '@clockroom/contracts';

const COLOURS: Record<MobileClockStatus, string> = {
  pending: 'gold',
  processing: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** pending | processing | approved | rejected (spec 3 §4), read as words. */
export function MobileClockStatusTag({ status }: { status: MobileClockStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="mobile-clock-status" data-status={status}>
      {t(`mobileClock.${status}`)}
    </Tag>
  );
}
