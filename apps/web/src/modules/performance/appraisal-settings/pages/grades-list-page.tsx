import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { appraisalSettingsEndpoints as S, type AppraisalGrade } from '@clockroom/contracts';
import { gradesQuery } from '../api.ts';
import { GoLink } from '../components/go-link.tsx';
import { uncovered } from '../components/grade-bands.ts';
import { SettingsList } from '../components/settings-list.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';
import '../appraisal-settings.css';

/** settings-grades and settings/final-grade: the bands a final score falls in, highest first. */
export default function GradesListPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  const grades = useQuery(gradesQuery());
  const gaps = grades.data ? uncovered(grades.data.results) : [];
  return (
    <SettingsList<AppraisalGrade>
      title={t('apprSet.gradesTitle')}
      subtitle={t('apprSet.gradesHint')}
      testId="appraisal-grades"
      query={gradesQuery()}
      create={{ label: t('apprSet.createGrade'), target: links.gradeCreate }}
      view={links.gradeView}
      edit={(row) => links.gradeEdit(row.id)}
      remove={S.gradeDelete}
      empty={t('apprSet.gradesEmpty')}
      note={
        gaps.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            className="cr-mb"
            data-testid="grades-gaps"
            title={gaps.map(([from, to]) => t('apprSet.gradesGap', { from, to })).join(' ')}
          />
        ) : null
      }
      columns={[
        {
          title: t('apprSet.name'),
          dataIndex: 'name',
          render: (v: string, row) => <GoLink target={links.gradeView(row.id)}>{v}</GoLink>,
        },
        { title: t('apprSet.band'), key: 'band', render: (_v, row) => `${row.min_score} – ${row.max_score}` },
        {
          title: t('apprSet.description'),
          dataIndex: 'description',
          responsive: ['md'],
          render: (v: string | null) => v ?? '–',
        },
      ]}
    />
  );
}
