import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, List, Tag } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  SHIFT_MESSAGES as M,
  calendarMonthRange,
  hasPermission,
} from '@clockroom/contracts';
import { i18n } from '../../../../platform/i18n/i18n.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { refreshShifts, scheduleMutation, schedulesQuery } from '../api.ts';
import { MonthSwitcher } from '../components/month-grid.tsx';
import { FIELD_GRID, PeopleField, keepEnterInSearch, usePeoplePicking } from '../components/people-field.tsx';
import { ShiftSelect } from '../components/shift-filter.tsx';
import { ShiftSwatch } from '../components/shift-swatch.tsx';
import '../shifts.css';
import '../i18n.ts';

interface Values {
  work_shift_id: number | null;
  dates: Dayjs[];
}

/** What is scheduled in a month, by date (GET /attendance/shift/schedules). */
function ScheduledList() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'));
  const { from, to } = calendarMonthRange(month);
  const list = useQuery({
    ...schedulesQuery({ date_from: from, date_to: to }),
    placeholderData: keepPreviousData,
  });
  return (
    <Panel
      className="cr-shift-gap"
      title={t('scheduler.listTitle')}
      extra={<MonthSwitcher month={month} onChange={setMonth} />}
      testId="scheduled-list"
    >
      <List
        loading={list.isFetching}
        dataSource={list.data?.dates ?? []}
        locale={{ emptyText: t('scheduler.listEmpty') }}
        renderItem={(d) => (
          <List.Item key={`${d.date}-${d.work_shift_id}`}>
            <List.Item.Meta
              title={
                <>
                  {dayjs(d.date).format(DATE_DISPLAY_FORMAT)} <ShiftSwatch color={d.color} />
                  {d.shift_name} <Tag>{d.shift_range}</Tag>
                </>
              }
              description={d.employees.map((e) => e.employee_name).join(', ')}
            />
          </List.Item>
        )}
      />
    </Panel>
  );
}

/** /admin/attendance/scheduler/create: one shift for chosen employees on chosen dates (ADR 27). */
export default function SchedulerPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canSchedule = hasPermission(user, 'manage rosters');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const picking = usePeoplePicking();
  const save = useMutation({
    ...scheduleMutation(),
    onSuccess: async () => {
      form.resetFields();
      picking.reset();
      await refreshShifts(queryClient);
    },
    onError: (error) =>
      showFieldErrors(form, error, i18n.t, { fields: ['work_shift_id', 'dates'], scroll: true }),
  });
  const onFinish = (v: Values) => {
    const ids = picking.pickedIds();
    if (!ids || !v.work_shift_id) return;
    save.mutate({
      work_shift_id: v.work_shift_id,
      employee_ids: ids,
      dates: v.dates.map((d) => d.format(DATE_VALUE_FORMAT)),
    });
  };
  return (
    <>
      <PageHeader title={t('scheduler.title')} subtitle={t('scheduler.subtitle')} />
      {canSchedule ? (
        <Panel testId="scheduler-form">
          <AppForm<Values>
            name="scheduler"
            form={form}
            initialValues={{ work_shift_id: null, dates: [] }}
            onFinish={onFinish}
            onKeyDown={keepEnterInSearch}
          >
            <div style={FIELD_GRID}>
              <Form.Item
                name="work_shift_id"
                label={t('roster.shiftFilter')}
                rules={[{ required: true, message: t(M.shiftRequired) }]}
              >
                <ShiftSelect placeholder="roster.pickShift" testId="scheduler-shift" />
              </Form.Item>
              <Form.Item
                name="dates"
                label={t('scheduler.dates')}
                extra={t('scheduler.datesHelp')}
                rules={[{ required: true, type: 'array', min: 1, message: t(M.datesRequired) }]}
              >
                <DatePicker
                  multiple
                  format={DATE_DISPLAY_FORMAT}
                  maxTagCount="responsive"
                  style={{ width: '100%' }}
                  data-testid="scheduler-dates"
                />
              </Form.Item>
            </div>
            <PeopleField picking={picking} />
            <div className="cr-shift-actions" style={{ marginTop: 16 }}>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SaveOutlined />}
                loading={save.isPending}
                data-testid="scheduler-save"
              >
                {t('scheduler.save')}
              </Button>
            </div>
          </AppForm>
        </Panel>
      ) : null}
      <ScheduledList />
    </>
  );
}
