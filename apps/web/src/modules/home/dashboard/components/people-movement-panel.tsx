import { Divider, Flex } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { todayText } from '../celebration-date.ts';
import type { HomeCelebrant } from '@clockroom/contracts';
import { PeopleList } from './people-list.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import '../hr-cards-i18n.ts';

interface PeopleMovementPanelProps {
  readableDate?: string | null;
  day?: string | null;
  newJoiners?: readonly HomeCelebrant[] | null;
  exits?: readonly HomeCelebrant[] | null;
  /** On approved leave today, each with the last day of their leave. */
  onLeave?: readonly HomeCelebrant[] | null;
}

/** Today's date and day, then new joiners and exits (spec 2 "Employee home dashboard" side panel). */
export function PeopleMovementPanel({
  readableDate,
  day,
  newJoiners,
  exits,
  onLeave,
}: PeopleMovementPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel className="cr-side-panel" testId="people-movement">
      {readableDate || day ? (
        <Flex gap={12} align="center" className="cr-today">
          <span className="cr-today-icon">
            <CalendarOutlined aria-hidden />
          </span>
          <Flex vertical>
            <span className="cr-muted cr-small">{t('home.today')}</span>
            <strong>{[day, todayText(readableDate)].filter(Boolean).join(' · ')}</strong>
          </Flex>
        </Flex>
      ) : null}
      {onLeave ? (
        <>
          <Divider titlePlacement="start" plain>
            {t('home.onLeave')}
          </Divider>
          <PeopleList people={onLeave} emptyText={t('home.noOnLeave')} testId="on-leave" />
        </>
      ) : null}
      {newJoiners ? (
        <>
          <Divider titlePlacement="start" plain>
            {t('home.newJoiners')}
          </Divider>
          <PeopleList people={newJoiners} emptyText={t('home.noNewJoiners')} testId="new-joiners" />
        </>
      ) : null}
      {exits ? (
        <>
          <Divider titlePlacement="start" plain>
            {t('home.exits')}
          </Divider>
          <PeopleList people={exits} emptyText={t('home.noExits')} testId="employee-exits" />
        </>
      ) : null}
    </Panel>
  );
}
