import { useState } from 'react';
import { Button, Empty, Flex } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../../platform/ui/person-avatar.tsx';
import type { HomeAnniversary } from '@clockroom/contracts';
import { carouselPage } from '../carousel-paging.ts';
import { celebrationDay } from '../celebration-date.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';

interface CelebrantsCarouselProps {
  title: string;
  emptyText: string;
  people: readonly HomeAnniversary[];
  perPage: number;
  /** Birthdays show the day only (never an age); anniversaries show the years and the day. */
  kind: 'birthday' | 'anniversary';
  testId: string;
}

/** Birthdays (5 a page) and work anniversaries (9 a page); back arrow only after the first page. */
export function CelebrantsCarousel({
  title,
  emptyText,
  people,
  perPage,
  kind,
  testId,
}: CelebrantsCarouselProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const view = carouselPage(people, page, perPage);
  // The round arrow back (-1) or on (+1) a page.
  const arrow = (step: -1 | 1) => (
    <Button
      size="small"
      shape="circle"
      icon={step < 0 ? <LeftOutlined /> : <RightOutlined />}
      aria-label={t(step < 0 ? 'common.previous' : 'common.next')}
      onClick={() => setPage(view.page + step)}
      data-testid={`${testId}-${step < 0 ? 'prev' : 'next'}`}
    />
  );
  return (
    <Panel
      title={title}
      testId={testId}
      extra={
        view.pageCount > 1 ? (
          <Flex gap={4} align="center">
            {view.hasPrev ? arrow(-1) : null}
            <span className="cr-muted cr-small">
              {view.page + 1} / {view.pageCount}
            </span>
            {view.hasNext ? arrow(1) : null}
          </Flex>
        ) : null
      }
    >
      {view.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div className="cr-celebrants">
          {view.items.map((person) => (
            <div className="cr-celebrant" key={person.id}>
              <PersonAvatar
                name={person.employee_name}
                picture={person.picture}
                initials={person.employee_initials}
                size={56}
              />
              <strong className="cr-celebrant-name cr-ellipsis" title={person.employee_name}>
                {person.employee_name}
              </strong>
              <span className="cr-muted cr-small">
                {kind === 'anniversary' && person.years
                  ? [t('home.years', { count: person.years }), celebrationDay(person.date)]
                      .filter(Boolean)
                      .join(' · ')
                  : celebrationDay(person.date)}
              </span>
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}
