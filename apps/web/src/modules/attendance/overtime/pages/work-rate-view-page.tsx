import { useParams } from '@tanstack/react-router';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkRate } from '@clockroom/contracts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { AssignedPeople } from '../components/assigned-people.tsx';
import { RecordView } from '../components/record-view.tsx';
import { WorkRateBase } from '../components/work-rate-base.tsx';
import { adminOvertimeScreens } from '../overtime.routes.tsx';
import { workRateCalls, workRateQuery } from '../settings-api.ts';
import '../i18n.ts';
import '../overtime.css';

const { paths } = adminOvertimeScreens;

/** /admin/attendance/overtime/settings/work-rate/view/{id}: a work rate read-only (spec 3 §3). */
export default function WorkRateViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={workRateQuery(id)} title={t('workRate.viewTitle')} subtitle={(r) => r.group_name}>
      {(rate) => <WorkRateView rate={rate} />}
    </RecordPage>
  );
}

function WorkRateView({ rate }: { rate: WorkRate }) {
  const { t } = useTranslation();
  return (
    <RecordView
      testId="work-rate-view"
      links={{
        list: paths.workRates,
        edit: paths.workRateEdit(rate.id),
        assign: paths.workRateAssign(rate.id),
      }}
      facts={[
        { label: t('overtime.groupName'), value: rate.group_name, testId: 'work-rate-view-name' },
        { label: t('workRate.base'), value: <WorkRateBase rate={rate} />, testId: 'work-rate-view-base' },
        {
          label: t('overtime.employees'),
          value: t('overtime.employeesCount', { count: rate.employees_count }),
        },
      ]}
    >
      <Panel title={t('workRate.months')}>
        <Table
          rowKey="month_id"
          size="small"
          pagination={false}
          dataSource={rate.workrateables}
          data-testid="work-rate-view-months"
          columns={[
            {
              title: t('workRate.month'),
              dataIndex: 'month_id',
              render: (m: number) => t(`overtime.month.${m}`),
            },
            {
              title: t('workRate.daysTitle'),
              dataIndex: 'days',
              align: 'right',
              render: (count: number) => t('workRate.days', { count }),
            },
          ]}
        />
      </Panel>
      <AssignedPeople calls={workRateCalls} id={rate.id} />
    </RecordView>
  );
}
