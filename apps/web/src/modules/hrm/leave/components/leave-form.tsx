import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  LEAVE_ENDPOINTS,
  LEAVE_MESSAGES as M,
  type LeaveDetail,
  type LeaveInput,
} from '@clockroom/contracts';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { i18n } from '../../../../platform/i18n/i18n.ts';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { personLabel } from '../../../../platform/ui/employee-picker.tsx';
import { leaveBalancesQuery, refreshLeaves, saveLeaveMutation } from '../api.ts';
import { eligibleLeaveTypesQuery } from '../../leave-settings/api.ts';
import { leavePaths, type LeaveView } from '../paths.ts';
import { requestListPath, type RequestFormProps } from '../../shared/request-form.ts';
import { LeaveBalances } from './leave-balances.tsx';
import { sentId } from '../leave-values.ts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';

/** The form's values: the date range is one field holding [start_date, end_date] as yyyy-MM-dd. */
interface LeaveFormValues {
  /** An id, or the displayed name while an edit's employee is untouched (spec 2 §5). */
  employee_id?: number | string | null;
  leave_type_id?: number | null;
  dates?: [string, string] | null;
  handover_to?: number | string | null;
  note?: string;
}

const FIELDS = ['employee_id', 'leave_type_id', 'dates', 'handover_to', 'note'] as const;
const ALIASES = { start_date: 'dates', end_date: 'dates' };

const rangeItemProps = {
  getValueProps: (v: [string, string] | null | undefined) => ({
    value: v ? [dayjs(v[0]), dayjs(v[1])] : null,
  }),
  normalize: (r: [Dayjs | null, Dayjs | null] | null) =>
    r?.[0] && r[1] ? [r[0].format(DATE_VALUE_FORMAT), r[1].format(DATE_VALUE_FORMAT)] : null,
};

/**
 * Create or edit one leave request (spec 2 §5 "Create leave", "Edit leave"): the employee (HR only),
 * a type they may take with what remains of it, the dates, an optional relief officer and a note.
 */
export function LeaveForm({
  view,
  record,
  chooseEmployee = false,
}: RequestFormProps<LeaveView, LeaveDetail>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LeaveFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const paths = leavePaths(view);
  const back = requestListPath(paths, chooseEmployee);
  const editing = record !== undefined;
  const [employeeName, setEmployeeName] = useState<string | null>(record?.employee_name ?? null);

  const picked = Form.useWatch('employee_id', form);
  const employeeId = chooseEmployee
    ? sentId(picked, record?.employee_id) || null
    : (record?.employee_id ?? user.employee.id);
  const typeId = Form.useWatch('leave_type_id', form);
  const dates = Form.useWatch('dates', form);
  const year = dates?.[0] ? Number(dates[0].slice(0, 4)) : undefined;
  const types = useQuery({ ...eligibleLeaveTypesQuery(employeeId ?? 0), enabled: employeeId !== null });
  const ownBalance = !chooseEmployee && employeeId === user.employee.id;
  const balances = useQuery({
    ...leaveBalancesQuery(ownBalance ? null : employeeId, year),
    enabled: employeeId !== null,
  });
  const chosen = balances.data?.find((b) => b.id === typeId);

  const save = useMutation({
    ...saveLeaveMutation(record?.id),
    onSuccess: async () => {
      await refreshLeaves(queryClient);
      await navigate({ to: back });
    },
    onError: (error) => {
      // Spec 2 §8: on a failed create the relief field is reset to empty.
      if (!editing) form.setFieldValue('handover_to', null);
      showFieldErrors(form, error, i18n.t, { fields: FIELDS, aliases: ALIASES, scroll: true });
    },
  });

  const submit = (values: LeaveFormValues) => {
    const [start, end] = values.dates ?? ['', ''];
    const payload: LeaveInput = {
      leave_type_id: Number(values.leave_type_id),
      start_date: start,
      end_date: end,
      // An empty relief is sent as 0 (spec 2 §5).
      handover_to: sentId(values.handover_to, record?.handover_to),
      note: values.note?.trim() ?? '',
      // Always named: an HR officer's own request from self-service too (create requires it, spec 2 §5).
      employee_id: chooseEmployee
        ? sentId(values.employee_id, record?.employee_id)
        : (record?.employee_id ?? user.employee.id),
    };
    save.mutate(payload);
  };

  const typeMessage = editing ? M.leaveTypeSelect : M.leaveTypeRequired;
  return (
    <div className="cr-leave-form-layout">
      <PanelForm<LeaveFormValues>
        className="cr-leave-form"
        name="leave"
        form={form}
        initialValues={
          record
            ? {
                employee_id: record.employee_id,
                leave_type_id: record.leave_type_id,
                dates: [record.start_date, record.end_date],
                handover_to: record.handover_to,
                note: record.note,
              }
            : { employee_id: null, leave_type_id: null, dates: null, handover_to: null, note: '' }
        }
        onValuesChange={(changed: LeaveFormValues) => {
          // Another employee may take other types: the chosen one is asked again.
          if ('employee_id' in changed) form.setFieldValue('leave_type_id', null);
        }}
        onFinish={submit}
        saving={save.isPending}
        cancel={{ to: back }}
        saveLabel={t(editing ? 'leave.saveChanges' : 'leave.save')}
      >
        {chooseEmployee ? (
          <EmployeeField
            name="employee_id"
            label={t('leave.employee')}
            required={M.employeeRequired}
            testId="leave-employee"
            known={record ? [{ id: record.employee_id, name: record.employee_name }] : []}
            onPicked={(person) => setEmployeeName(person ? personLabel(person) : null)}
          />
        ) : null}
        <SelectField
          name="leave_type_id"
          label={t('leave.leaveType')}
          required={typeMessage}
          extra={
            chosen ? (
              <span data-testid="leave-remaining">
                {t('leave.remainingOfType', {
                  remaining: chosen.remaining_days,
                  total: chosen.applicable_days,
                  type: chosen.leave_name,
                  year: chosen.year,
                })}
                {chosen.pending_days > 0
                  ? ` ${t('leave.pendingOfType', { count: chosen.pending_days })}`
                  : ''}
              </span>
            ) : undefined
          }
          testId="leave-type"
          loading={types.isFetching}
          disabled={employeeId === null}
          placeholder={employeeId === null ? t('leave.chooseEmployeeFirst') : undefined}
          notFoundContent={t('leave.noEligibleType')}
          search
          options={(types.data ?? []).map((lt) => ({ value: lt.id, label: lt.leave_name }))}
        />
        <Form.Item
          name="dates"
          label={t('leave.dates')}
          rules={[{ required: true, message: t(M.dateRequired) }]}
          {...rangeItemProps}
        >
          <DatePicker.RangePicker
            format={DATE_DISPLAY_FORMAT}
            placeholder={[t('leave.startPlaceholder'), t('leave.endPlaceholder')]}
            className="cr-leave-range-input"
            classNames={{ popup: { root: 'cr-leave-range-popup' } }}
            data-testid="leave-dates"
          />
        </Form.Item>
        {/* Colleagues are found through the leave's own relief search, open to self-service too. */}
        {employeeId !== null ? (
          <EmployeeField
            name="handover_to"
            label={t('leave.reliefOfficer')}
            extra={t('leave.reliefHint')}
            testId="leave-relief"
            source={{ endpoint: LEAVE_ENDPOINTS.reliefOfficers, params: { employee_id: employeeId } }}
            known={
              record?.handover_to && record.relief ? [{ id: record.handover_to, name: record.relief }] : []
            }
          />
        ) : null}
        <NoteField
          name="note"
          label={t('leave.note')}
          required={M.noteRequired}
          rows={4}
          maxLength={2000}
          showCount
          placeholder={t('leave.notePlaceholder')}
          testId="leave-note"
        />
      </PanelForm>
      {employeeId !== null ? (
        <LeaveBalances
          employeeId={ownBalance ? null : employeeId}
          year={year}
          highlight={typeId ?? null}
          title={
            ownBalance
              ? t('leave.balances')
              : employeeName
                ? t('leave.balancesFor', { name: employeeName })
                : t('leave.balancesEmployee')
          }
        />
      ) : (
        <Alert type="info" showIcon title={t('leave.chooseEmployeeFirst')} className="cr-leave-hint" />
      )}
    </div>
  );
}
