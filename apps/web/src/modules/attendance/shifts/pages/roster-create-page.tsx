import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, DatePicker, Form } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  ROSTER_ACTIONS,
  SHIFT_MESSAGES as M,
  type RosterAction,
} from '@clockroom/contracts';
import { i18n } from '../../../../platform/i18n/i18n.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { refreshShifts, saveRosterMutation } from '../api.ts';
import { FIELD_GRID, PeopleField, keepEnterInSearch, usePeoplePicking } from '../components/people-field.tsx';
import { rosterRange } from '../components/roster-range.ts';
import { ShiftSelect } from '../components/shift-filter.tsx';
import { WeekDayCheckboxes } from '../components/week-day-checkboxes.tsx';
import { shiftScreens } from '../shifts.routes.tsx';
import '../shifts.css';
import '../i18n.ts';

interface Values {
  range: [Dayjs, Dayjs];
  action: RosterAction;
  work_shift_id: number | null;
  week_days: number[];
}

/** /admin/attendance/workshift/roaster/create: per-date overrides for chosen employees (ADR 27). */
export default function RosterCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const picking = usePeoplePicking();
  const action = Form.useWatch('action', form) ?? 'shift';
  const week = rosterRange(undefined, undefined);
  const save = useMutation({
    ...saveRosterMutation(),
    onSuccess: async (_answer, body) => {
      await refreshShifts(queryClient);
      await navigate({
        to: shiftScreens.paths.roster.to,
        search: { date_from: body.date_from, date_to: body.date_to },
      });
    },
    onError: (error) =>
      showFieldErrors(form, error, i18n.t, { fields: ['range', 'work_shift_id', 'week_days'], scroll: true }),
  });
  const onFinish = (v: Values) => {
    const ids = picking.pickedIds();
    if (!ids) return;
    save.mutate({
      date_from: v.range[0].format(DATE_VALUE_FORMAT),
      date_to: v.range[1].format(DATE_VALUE_FORMAT),
      employee_ids: ids,
      action: v.action,
      work_shift_id: v.action === 'shift' ? v.work_shift_id : null,
      week_days: v.week_days,
    });
  };
  return (
    <>
      <PageHeader back title={t('roster.createTitle')} subtitle={t('roster.createSubtitle')} />
      <Panel testId="roster-form">
        <AppForm<Values>
          name="roster"
          form={form}
          initialValues={{
            range: [dayjs(week.from), dayjs(week.to)],
            action: 'shift',
            work_shift_id: null,
            week_days: [1, 2, 3, 4, 5, 6, 7],
          }}
          onFinish={onFinish}
          onKeyDown={keepEnterInSearch}
        >
          <div className="cr-shift-grid" style={FIELD_GRID}>
            <Form.Item
              name="range"
              label={t('roster.range')}
              rules={[{ required: true, message: t(M.dateFromRequired) }]}
            >
              <DatePicker.RangePicker
                format={DATE_DISPLAY_FORMAT}
                allowClear={false}
                style={{ width: '100%' }}
                data-testid="roster-form-range"
              />
            </Form.Item>
            <ChoiceField
              name="action"
              label={t('roster.what')}
              options={ROSTER_ACTIONS.map((a) => ({ value: a, label: t(`roster.action.${a}`) }))}
              testId="roster-form-action"
            />
            {action === 'shift' ? (
              <Form.Item
                name="work_shift_id"
                label={t('roster.shiftFilter')}
                rules={[{ required: true, message: t(M.shiftRequired) }]}
              >
                <ShiftSelect placeholder="roster.pickShift" testId="roster-form-shift" />
              </Form.Item>
            ) : null}
          </div>
          <Form.Item
            name="week_days"
            label={t('roster.weekDays')}
            rules={[{ required: true, type: 'array', min: 1, message: t(M.weekDaysInvalid) }]}
          >
            <WeekDayCheckboxes testId="roster-form-days" />
          </Form.Item>
          <PeopleField picking={picking} emptyTestId="roster-form-empty" />
          <div className="cr-shift-actions" style={{ marginTop: 16 }}>
            <Button onClick={() => void navigate(shiftScreens.paths.roster)}>{t('words.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined />}
              loading={save.isPending}
              data-testid="roster-form-save"
            >
              {t('roster.save')}
            </Button>
          </div>
        </AppForm>
      </Panel>
    </>
  );
}
