import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { appraisalSettingsEndpoints as S, formatDate, type AppraisalGeneral } from '@clockroom/contracts';
import { generalListQuery } from '../api.ts';
import { GoLink } from '../components/go-link.tsx';
import { SettingsList } from '../components/settings-list.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';
import '../appraisal-settings.css';

/** settings-general and settings/general: the general settings (year, periods, weights). */
export default function GeneralListPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  return (
    <SettingsList<AppraisalGeneral>
      title={t('apprSet.generalTitle')}
      subtitle={t('apprSet.generalHint')}
      testId="appraisal-general"
      query={generalListQuery()}
      create={{ label: t('apprSet.createGeneral'), target: links.generalCreate }}
      view={links.generalView}
      edit={(row) => links.generalEdit(row.id)}
      remove={S.generalDelete}
      empty={t('apprSet.generalEmpty')}
      columns={[
        {
          title: t('apprSet.name'),
          dataIndex: 'name',
          render: (v: string, row) => <GoLink target={links.generalView(row.id)}>{v}</GoLink>,
        },
        { title: t('apprSet.year'), dataIndex: 'year' },
        {
          title: t('apprSet.periods'),
          key: 'periods',
          responsive: ['md'],
          render: (_v, row) =>
            row.appraisalPeriods
              .map((p) => `${p.name} (${formatDate(p.start_date)} – ${formatDate(p.end_date)})`)
              .join(', '),
        },
        {
          title: t('apprSet.weights'),
          key: 'weights',
          responsive: ['sm'],
          render: (_v, row) =>
            t('apprSet.weightsSplit', { self: row.self_appraisal_weight, appraiser: row.appraiser_weight }),
        },
      ]}
    />
  );
}
