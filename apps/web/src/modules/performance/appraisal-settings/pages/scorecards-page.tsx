import type { ReactElement } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { appraisalSettingsEndpoints as S, formatDate, type Scorecard } from '@clockroom/contracts';
import { scorecardsQuery } from '../api.ts';
import { GoLink } from '../components/go-link.tsx';
import { SettingsList } from '../components/settings-list.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';
import '../appraisal-settings.css';

/** settings/appraisal and settings/scorecard: the scorecards, their sections, KPIs and scale. */
export default function ScorecardsPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  return (
    <SettingsList<Scorecard>
      title={t('apprSet.scorecardsTitle')}
      subtitle={t('apprSet.scorecardsHint')}
      testId="scorecards"
      query={scorecardsQuery()}
      create={{ label: t('apprSet.createScorecard'), target: links.scorecardCreate }}
      view={links.scorecardView}
      edit={(row) => links.scorecardEdit(row.id)}
      remove={S.scorecardDelete}
      empty={t('apprSet.scorecardsEmpty')}
      columns={[
        {
          title: t('apprSet.name'),
          dataIndex: 'name',
          render: (v: string, row) => (
            <>
              <GoLink target={links.scorecardView(row.id)} testId={`scorecard-link-${row.id}`}>
                {v}
              </GoLink>{' '}
              {row.locked ? <Tag color="orange">{t('apprSet.lockedTag')}</Tag> : null}
            </>
          ),
        },
        { title: t('apprSet.sections'), key: 'sections', render: (_v, row) => row.sections.length },
        {
          title: t('apprSet.kpis'),
          key: 'kpis',
          responsive: ['sm'],
          render: (_v, row) => row.sections.reduce((n, s) => n + s.kpis.length, 0),
        },
        {
          title: t('apprSet.ratingScale'),
          key: 'scale',
          responsive: ['md'],
          render: (_v, row) =>
            t('apprSet.scalePoints', { min: row.rating_scale.min, max: row.rating_scale.max }),
        },
        {
          title: t('words.updatedAt'),
          key: 'updated',
          responsive: ['lg'],
          render: (_v, row) => formatDate(row.updated_at.slice(0, 10)),
        },
      ]}
    />
  );
}
