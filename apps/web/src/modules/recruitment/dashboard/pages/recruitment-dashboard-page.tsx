import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  formatDate,
  type RecruitmentDashboard,
} from '@clockroom/contracts';
import { endpointQuery } from '../../../../platform/api/endpoint-client.ts';
import { recruitmentDashboardEndpoints as E } from '@clockroom/contracts';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { StatTiles } from '../../../../platform/ui/dashboard/stat-tiles.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { FigureList } from '../../../../platform/ui/dashboard/figure-list.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ChartPanel } from '../../../../platform/ui/dashboard/chart-panel.tsx';
import { DonutChart } from '../../../../platform/ui/charts/donut-chart.tsx';
import { useListSearch } from '../../../../platform/ui/data-table/use-list-search.ts';
import { withFilter } from '../../../../platform/ui/data-table/list-search.ts';
import { trackingScreens } from '../../tracking/tracking.routes.tsx';
import '../i18n.ts';
import '../dashboard.css';

const CANDIDATES = trackingScreens.paths.candidates.to;

function FunnelPanel({ d }: { d: RecruitmentDashboard }) {
  const { t } = useTranslation();
  return (
    <ChartPanel
      title={t('rd.funnel')}
      kind="bar"
      data={d.funnel.map((s) => ({ label: t(`rt.s.${s.status}`), value: s.count }))}
      empty={!d.funnel.some((s) => s.count > 0)}
      emptyText={t('rd.noApplications')}
      testId="rd-funnel"
    />
  );
}

function SourcesPanel({ d }: { d: RecruitmentDashboard }) {
  const { t } = useTranslation();
  const title = t('rd.sources');
  const rows = d.by_source.filter((s) => s.count > 0);
  const total = rows.reduce((n, s) => n + s.count, 0);
  return (
    <Panel title={title} testId="rd-sources">
      {total === 0 ? (
        <p className="cr-muted cr-m0">{t('rd.noApplications')}</p>
      ) : (
        <>
          <DonutChart
            title={title}
            data={rows.map((s) => ({ label: t(`rt.src.${s.source}`), value: s.count }))}
            center={String(total)}
            testId="rd-sources-chart"
          />
          <ul className="cr-rd-list cr-rd-sources cr-muted">
            {rows.map((s) => (
              <li key={s.source}>
                {t('rd.sourceHired', { source: t(`rt.src.${s.source}`), count: s.count, hired: s.hired })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function TimeToHirePanel({ d }: { d: RecruitmentDashboard['time_to_hire'] }) {
  const { t } = useTranslation();
  const days = (v: number | null) => (v === null ? '–' : t('rd.days', { count: v }));
  return (
    <Panel title={t('rd.timeToHire')} testId="rd-time-to-hire">
      {d.hires === 0 ? (
        <p className="cr-muted cr-m0">{t('rd.noHires')}</p>
      ) : (
        <FigureList
          column={120}
          figures={[
            { key: 'hires', label: t('rd.hires'), value: d.hires },
            {
              key: 'average',
              label: t('rd.average'),
              value: days(d.average_days),
              testId: 'rd-average-days',
            },
            { key: 'median', label: t('rd.median'), value: days(d.median_days) },
          ]}
        />
      )}
    </Panel>
  );
}

function OpenRolesPanel({ d }: { d: RecruitmentDashboard['open_roles'] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('rd.openRoles')} testId="rd-open-roles">
      {d.roles.length === 0 ? (
        <p className="cr-muted cr-m0">{t('rd.noRoles')}</p>
      ) : (
        <ul className="cr-rd-list">
          {d.roles.map((r) => (
            <li key={r.id}>
              <Link to={CANDIDATES} search={{ posting: r.id } as never}>
                {r.title}
              </Link>
              <span className="cr-muted">
                {t('rd.applications', { count: r.applications })} ·{' '}
                {r.closing_date ? t('rd.closes', { date: formatDate(r.closing_date) }) : t('rd.noClosing')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /admin/recruitment/dashboard: open roles, the funnel, time to hire and sources for a period. */
export default function RecruitmentDashboardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch();
  const from = typeof search['from'] === 'string' ? search['from'] : undefined;
  const to = typeof search['to'] === 'string' ? search['to'] : undefined;
  const dashboard = useQuery(endpointQuery(E.get, { query: { from, to } }));
  const d = dashboard.data;
  const header = (
    <PageHeader
      title={t('rd.title')}
      subtitle={
        d ? t('rd.periodShown', { from: formatDate(d.from), to: formatDate(d.to) }) : t('rd.subtitle')
      }
      extra={
        <div className="cr-rd-period">
          <DatePicker.RangePicker
            aria-label={t('rd.period')}
            data-testid="rd-period"
            format={DATE_DISPLAY_FORMAT}
            value={d ? [dayjs(d.from), dayjs(d.to)] : null}
            onChange={(range) => {
              const start = range?.[0]?.format(DATE_VALUE_FORMAT) ?? null;
              const end = range?.[1]?.format(DATE_VALUE_FORMAT) ?? null;
              setSearch(withFilter(withFilter(search, 'from', start), 'to', end), true);
            }}
          />
        </div>
      }
    />
  );
  return (
    <DashboardFrame header={header} query={dashboard} testId="recruitment-dashboard">
      {(data) => (
        <>
          <StatTiles
            tiles={[
              [t('rd.openPostings'), data.open_roles.postings, 'blue', 'rd-stat-postings'],
              [t('rd.openPositions'), data.open_roles.positions, 'orange', 'rd-stat-positions'],
              [
                t('rd.hires'),
                data.time_to_hire.hires,
                'green',
                'rd-stat-hires',
                trackingScreens.paths.hired.to,
              ],
              [
                t('rd.upcoming'),
                data.upcoming_interviews,
                'grey',
                'rd-stat-interviews',
                trackingScreens.paths.interviews.to,
              ],
            ]}
          />
          <div className="cr-dash-grid">
            <FunnelPanel d={data} />
            <SourcesPanel d={data} />
            <TimeToHirePanel d={data.time_to_hire} />
            <OpenRolesPanel d={data.open_roles} />
          </div>
        </>
      )}
    </DashboardFrame>
  );
}
