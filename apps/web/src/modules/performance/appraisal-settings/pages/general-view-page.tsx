import type { ReactElement } from 'react';
import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { generalListQuery } from '../api.ts';
import { SettingView } from '../components/setting-view.tsx';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';

/** settings-general/view/$id: one general setting, its periods and weights. */
export default function GeneralViewPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  return (
    <SettingView
      title={t('apprSet.generalTitle')}
      query={generalListQuery()}
      edit={links.generalEdit}
      editTestId="general-view-edit"
    >
      {(record) => (
        <>
          <Panel testId="general-view">
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'name', label: t('apprSet.name'), children: record.name },
                { key: 'year', label: t('apprSet.year'), children: record.year },
                {
                  key: 'self',
                  label: t('apprSet.selfWeight'),
                  children: `${record.self_appraisal_weight} %`,
                },
                {
                  key: 'appraiser',
                  label: t('apprSet.appraiserWeight'),
                  children: `${record.appraiser_weight} %`,
                },
              ]}
            />
          </Panel>
          <Panel title={t('apprSet.periods')} testId="general-view-periods">
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={record.appraisalPeriods}
              columns={[
                { title: t('apprSet.periodName'), dataIndex: 'name' },
                {
                  title: t('apprSet.startDate'),
                  dataIndex: 'start_date',
                  render: (v: string) => formatDate(v),
                },
                { title: t('apprSet.endDate'), dataIndex: 'end_date', render: (v: string) => formatDate(v) },
              ]}
            />
          </Panel>
        </>
      )}
    </SettingView>
  );
}
