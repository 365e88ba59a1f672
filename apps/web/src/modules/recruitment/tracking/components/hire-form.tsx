import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  type Application,
  type HireResult,
} from '@clockroom/contracts';
import { branchDepartmentOptions, branchOptions } from '../../../../platform/ui/assignment/option-lists.ts';
import { showFieldErrors } from '../../../../platform/ui/server-field-errors.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { designationsQuery, hireMutation, refreshCandidates } from '../api.ts';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';

interface Values {
  branch_id: number;
  department_id: number;
  designation_id?: number | null;
  start_date: Dayjs;
}

/**
 * Where the new employee starts (issue 24 "Hire"): branch, a department of that branch, the
 * designation and the first day. POST create-profile creates the employee through the organisation's
 * own invite, so they receive the mail to complete /get-started.
 */
export function HireForm({
  candidate,
  onHired,
}: {
  candidate: Application;
  onHired: (r: HireResult) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const branchId = Form.useWatch('branch_id', form);
  const branches = useQuery(branchOptions());
  const departments = useQuery({ ...branchDepartmentOptions(branchId ?? 0), enabled: Boolean(branchId) });
  const designations = useQuery(designationsQuery());
  const hire = useMutation({
    ...hireMutation(candidate.id),
    onSuccess: (answer) => {
      void refreshCandidates(qc);
      onHired(answer.data);
    },
    onError: (error) => showFieldErrors(form, error, t),
  });
  return (
    <Panel testId="hire-form">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ start_date: dayjs().add(14, 'day') }}
        onFinish={(v) =>
          hire.mutate({
            branch_id: v.branch_id,
            department_id: v.department_id,
            designation_id: v.designation_id ?? null,
            start_date: v.start_date.format(DATE_VALUE_FORMAT),
          })
        }
      >
        <div className="cr-rt-form-row">
          <SelectField
            name="branch_id"
            label={t('rt.branch')}
            rules={[{ required: true, message: t('hiring.branchRequired') }]}
            testId="hire-branch"
            loading={branches.isPending}
            search
            options={branches.data ?? []}
            onChange={() => form.setFieldValue('department_id', undefined)}
          />
          <SelectField
            name="department_id"
            label={t('rt.department')}
            rules={[{ required: true, message: t('hiring.departmentRequired') }]}
            testId="hire-department"
            disabled={!branchId}
            loading={Boolean(branchId) && departments.isPending}
            search
            options={departments.data ?? []}
          />
          <SelectField
            name="designation_id"
            label={t('rt.designation')}
            testId="hire-designation"
            allowClear
            loading={designations.isPending}
            search
            options={(designations.data ?? []).map((d) => ({ value: d.id, label: d.designation_name ?? '' }))}
          />
          <Form.Item
            name="start_date"
            label={t('rt.startDate')}
            rules={[{ required: true, message: t('hiring.startDateRequired') }]}
          >
            <DatePicker format={DATE_DISPLAY_FORMAT} style={{ width: '100%' }} data-testid="hire-start" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={hire.isPending} data-testid="hire-submit">
          {t('rt.createProfile')}
        </Button>
      </Form>
    </Panel>
  );
}
