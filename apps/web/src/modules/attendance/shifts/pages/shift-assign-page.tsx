import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_VALUE_FORMAT, SHIFT_MESSAGES as M, type WorkShiftDetail } from '@clockroom/contracts';
import { AssignmentForm } from '../../../../platform/ui/assignment/assignment-form.tsx';
import { datePickerProps } from '../../../../platform/ui/date-value.ts';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { assignMutation, refreshShifts, shiftQuery } from '../api.ts';
import { shiftScreens } from '../shifts.routes.tsx';
import '../shifts.css';
import '../i18n.ts';

function AssignForm({ shift }: { shift: WorkShiftDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(dayjs());
  const save = useMutation({
    ...assignMutation(),
    onSuccess: async () => {
      await refreshShifts(queryClient);
      await navigate(shiftScreens.paths.details(shift.id));
    },
  });
  return (
    <AssignmentForm
      members={shift.employees}
      onSave={(change) =>
        save.mutate({
          work_shift_id: shift.id,
          category_type: 'employee',
          ...change,
          effective_date: from.format(DATE_VALUE_FORMAT),
        })
      }
      saving={save.isPending}
      cancel={shiftScreens.paths.details(shift.id)}
      saveLabel={t('shifts.saveAssignment')}
      emptyMessage={t(M.selectionRequired)}
      testId="shift-assign"
    >
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
    </AssignmentForm>
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
