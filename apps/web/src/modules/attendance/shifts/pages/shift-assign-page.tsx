import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Button, DatePicker, Form } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_VALUE_FORMAT, SHIFT_MESSAGES as M, type WorkShiftDetail } from '@clockroom/contracts';
import { EmployeeAssignment } from '../../../../platform/ui/assignment/employee-assignment.tsx';
import { startAssignment, type Assignment } from '../../../../platform/ui/assignment/assignment-state.ts';
import { datePickerProps } from '../../../../platform/ui/date-value.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { assignMutation, refreshShifts, shiftQuery } from '../api.ts';
import { shiftScreens } from '../shifts.routes.tsx';
import '../shifts.css';
import '../i18n.ts';

function AssignForm({ shift }: { shift: WorkShiftDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Assignment>(() =>
    startAssignment(
      shift.employees.map((e) => ({
        id: e.id,
        name: e.employee_name,
        pin: e.pin,
        department: e.department,
        branch: e.branch,
      })),
    ),
  );
  const [from, setFrom] = useState(dayjs());
  const [nothingChosen, setNothingChosen] = useState(false);
  const save = useMutation({
    ...assignMutation(),
    onSuccess: async () => {
      await refreshShifts(queryClient);
      await navigate(shiftScreens.paths.details(shift.id));
    },
  });
  const submit = () => {
    // The server answers the same (spec 3 §5); saying it here spares a round trip.
    const empty = value.newlyAssigned.length === 0 && value.unassigned.length === 0;
    setNothingChosen(empty);
    if (!empty)
      save.mutate({
        work_shift_id: shift.id,
        category_type: 'employee',
        assign_category_type_ids: value.newlyAssigned,
        unassign_category_type_ids: value.unassigned,
        effective_date: from.format(DATE_VALUE_FORMAT),
      });
  };
  return (
    <Panel testId="shift-assign">
      <Form layout="vertical" component="div">
        <Form.Item label={t('shifts.effectiveDate')} extra={t('shifts.effectiveHelp')}>
          <DatePicker
            {...datePickerProps}
            style={{ maxWidth: 240, width: '100%' }}
            allowClear={false}
            value={from}
            onChange={(d) => d && setFrom(d)}
            data-testid="shift-assign-from"
          />
        </Form.Item>
      </Form>
      <EmployeeAssignment
        value={value}
        onChange={(next) => {
          setNothingChosen(false);
          setValue(next);
        }}
      />
      {nothingChosen ? (
        <Alert type="error" showIcon title={t(M.selectionRequired)} data-testid="shift-assign-empty" />
      ) : null}
      <div className="cr-shift-actions" style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(shiftScreens.paths.details(shift.id))}>
          {t('words.cancel')}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          onClick={submit}
          data-testid="shift-assign-save"
        >
          {t('shifts.saveAssignment')}
        </Button>
      </div>
    </Panel>
  );
}

/** /admin/attendance/workshift/assign-employee/{id}: the shared assignment widget (spec 1 §2, spec 3 §3). */
export default function ShiftAssignPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={shiftQuery(id)}
      title={t('shifts.assignTitle')}
      subtitle={(s) => `${s.name} · ${s.shift_range}`}
    >
      {(s) => <AssignForm key={s.id} shift={s} />}
    </RecordPage>
  );
}
