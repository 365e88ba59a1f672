import type { ReactElement } from 'react';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { gradesQuery } from '../api.ts';
import { SettingView } from '../components/setting-view.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';

/** settings-grades/view/$id: one grade band. */
export default function GradeViewPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  return (
    <SettingView
      title={t('apprSet.gradesTitle')}
      query={gradesQuery()}
      edit={links.gradeEdit}
      editTestId="grade-view-edit"
    >
      {(record) => (
        <Panel testId="grade-view">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'name', label: t('apprSet.name'), children: record.name },
              {
                key: 'band',
                label: t('apprSet.band'),
                children: `${record.min_score} – ${record.max_score}`,
              },
              { key: 'description', label: t('apprSet.description'), children: record.description ?? '–' },
            ]}
          />
        </Panel>
      )}
    </SettingView>
  );
}
