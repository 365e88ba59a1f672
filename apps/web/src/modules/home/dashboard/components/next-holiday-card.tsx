import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';
import type { NextHoliday } from '@clockroom/contracts';
import { celebrationDay, todayText } from '../celebration-date.ts';

/**
 * Spec 2 home "Next Holiday" card: the company's next public holiday, or a calm empty line. Plain
 * elements rather than antd Typography, which would add its text editor to every home visit.
 */
export function NextHolidayCard({ holiday }: { holiday: NextHoliday | null }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={
        <>
          <CalendarOutlined aria-hidden /> {t('home.nextHoliday')}
        </>
      }
      testId="next-holiday"
    >
      {holiday ? (
        <>
          <p className="cr-holiday-name">{holiday.name}</p>
          <p className="cr-muted">
            {holiday.date ? celebrationDay(holiday.date) : todayText(holiday.readable_date)}
          </p>
        </>
      ) : (
        <p className="cr-muted">{t('home.noHoliday')}</p>
      )}
    </Panel>
  );
}
