import { Link, useParams } from '@tanstack/react-router';
import { Button, Descriptions, Table, Tag } from 'antd';
import { EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  hasPermission,
  type ShiftEmployee,
  type WorkShiftDetail,
} from '@clockroom/contracts';
import dayjs from 'dayjs';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { shiftQuery } from '../api.ts';
import { formatMinutes } from '../components/format-minutes.ts';
import { ShiftSwatch } from '../components/shift-swatch.tsx';
import { weekDayNames } from '../components/week-day-checkboxes.tsx';
import { shiftScreens } from '../shifts.routes.tsx';
import '../shifts.css';
import '../i18n.ts';

function Details({ shift }: { shift: WorkShiftDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = hasPermission(user, 'edit shift');
  return (
    <>
      <Panel
        testId="shift-details"
        extra={
          canEdit ? (
            <>
              <Link {...shiftScreens.paths.assign(shift.id)}>
                <Button tabIndex={-1} icon={<UserAddOutlined />} data-testid="shift-details-assign">
                  {t('shifts.assign')}
                </Button>
              </Link>{' '}
              <Link {...shiftScreens.paths.edit(shift.id)}>
                <Button tabIndex={-1} icon={<EditOutlined />} data-testid="shift-details-edit">
                  {t('words.edit')}
                </Button>
              </Link>
            </>
          ) : null
        }
      >
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('shifts.time')}>
            <span data-testid="shift-details-range">{shift.shift_range}</span>
            {shift.overnight ? (
              <Tag color="purple" style={{ marginLeft: 8 }}>
                {t('shifts.overnight')}
              </Tag>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('shifts.graceShort')}>
            {t('shifts.minutes', { count: shift.grace_minutes })}
          </Descriptions.Item>
          <Descriptions.Item label={t('shifts.breakShort')}>
            {t('shifts.minutes', { count: shift.break_minutes })}
          </Descriptions.Item>
          <Descriptions.Item label={t('shifts.workDays')}>
            {weekDayNames(shift.work_days, t)}
          </Descriptions.Item>
          <Descriptions.Item label={t('shifts.type')}>
            {shift.shift_type ?? t('shifts.noType')}
          </Descriptions.Item>
          <Descriptions.Item label={t('words.status')}>
            <Tag color={shift.status === 'active' ? 'green' : 'default'}>
              {t(`shifts.status.${shift.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('shifts.expectedLabel')}>
            {formatMinutes(shift.expected_work_minutes, t)}
          </Descriptions.Item>
          {shift.description ? (
            <Descriptions.Item label={t('shifts.description')}>{shift.description}</Descriptions.Item>
          ) : null}
        </Descriptions>
      </Panel>
      <Panel
        className="cr-shift-gap"
        title={`${t('shifts.assigned')} (${shift.employees.length})`}
        testId="shift-employees"
      >
        <Table<ShiftEmployee>
          rowKey="id"
          size="small"
          dataSource={shift.employees}
          scroll={{ x: 'max-content' }}
          pagination={shift.employees.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          locale={{ emptyText: <EmptyState message="shifts.noEmployees" /> }}
          columns={[
            { title: t('roster.employee'), dataIndex: 'employee_name' },
            { title: t('shifts.pin'), dataIndex: 'pin', render: (v: string | null) => v ?? 'NA' },
            {
              title: t('shifts.department'),
              dataIndex: 'department',
              responsive: ['md'],
              render: (v: string | null) => v ?? 'NA',
            },
            {
              title: t('shifts.branch'),
              dataIndex: 'branch',
              responsive: ['lg'],
              render: (v: string | null) => v ?? 'NA',
            },
            {
              title: t('shifts.since'),
              dataIndex: 'start_date',
              render: (v: string) => dayjs(v).format(DATE_DISPLAY_FORMAT),
            },
          ]}
        />
      </Panel>
    </>
  );
}

/** /admin/attendance/workshift/details/{id}: the shift and who works it. */
export default function ShiftDetailsPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={shiftQuery(id)}
      title={t('shifts.detailsTitle')}
      subtitle={(s) => (
        <>
          <ShiftSwatch color={s.color} />
          <span data-testid="shift-details-name">{s.name}</span>
        </>
      )}
    >
      {(s) => <Details shift={s} />}
    </RecordPage>
  );
}
