import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { MobileClockLog } from '@clockroom/contracts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { MobileClockStatusTag } from './status-tag.tsx';

/** Where a clock was made: the location's name or the coordinates, with how sure and how far. */
function Place({ row, t }: { row: MobileClockLog; t: TFunction }) {
  const details = [
    row.distance !== null ? t('mobileClock.outsideBy', { metres: row.distance }) : null,
    row.accuracy !== null ? t('mobileClock.accuracy', { metres: Math.round(row.accuracy) }) : null,
  ].filter(Boolean);
  const map = `https://www.openstreetmap.org/?mlat=${row.latitude}&mlon=${row.longitude}#map=17/${row.latitude}/${row.longitude}`;
  return (
    <span className="cr-mobile-clock-place">
      <a href={map} target="_blank" rel="noreferrer" title={t('mobileClock.openMap')}>
        {row.clock_address}
      </a>
      {details.length ? <span className="cr-muted cr-small">{details.join(' · ')}</span> : null}
    </span>
  );
}

/** Spec 3 §3's log columns: (name), clock_date, clock_type, clock_time, clock_address, status. */
export function logColumns<T extends MobileClockLog>(t: TFunction, withName: boolean): TableColumnsType<T> {
  return [
    ...(withName
      ? [
          {
            title: t('mobileClock.name'),
            dataIndex: 'name',
            render: (name: string) => <span data-testid="mobile-clock-name">{name}</span>,
          },
        ]
      : []),
    {
      title: t('mobileClock.clock_date'),
      dataIndex: 'clock_date',
      // On a phone the type, time and place ride under the date: four columns do not fit 390 px.
      render: (v: string, row: T) => (
        <span className="cr-mobile-clock-place">
          <DateText value={v} />
          <span className="cr-mobile-clock-xs cr-muted cr-small">
            {t(`mobileClock.${row.clock_type}`)} {row.clock_time} · {row.clock_address}
          </span>
        </span>
      ),
    },
    {
      title: t('mobileClock.clock_type'),
      dataIndex: 'clock_type',
      responsive: ['sm'],
      render: (v: MobileClockLog['clock_type']) => t(`mobileClock.${v}`),
    },
    { title: t('mobileClock.clock_time'), dataIndex: 'clock_time', responsive: ['sm'] },
    {
      title: t('mobileClock.clock_address'),
      dataIndex: 'clock_address',
      responsive: ['sm'],
      render: (_v: string, row: T) => <Place row={row} t={t} />,
    },
    {
      title: t('mobileClock.status'),
      dataIndex: 'status',
      render: (v: MobileClockLog['status']) => <MobileClockStatusTag status={v} />,
    },
  ];
}
