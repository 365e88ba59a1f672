import { useEffect } from 'react';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LEAVE_TYPE_CATEGORIES,
  LEAVE_TYPE_MESSAGES as M,
  WEEKEND_DAYS,
  genderForcedByName,
  type LeaveTypeCategory,
  type LeaveTypeDetail,
} from '@clockroom/contracts';
import { FilteredInput } from '../../../../platform/ui/filtered-input.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { requiredRule } from '../../../../platform/ui/form-rules.ts';
import { NameField } from '../../../../platform/ui/name-field.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { refreshLeaveTypes, saveLeaveTypeMutation, type LeaveTypeBody } from '../api.ts';
import { leaveSettingsScreens } from '../leave-settings.routes.tsx';
import {
  BranchSelect,
  MemberSelect,
} from '../../../../platform/approvers/category/components/member-select.tsx';

interface LeaveTypeFormValues {
  leave_name: string;
  applicable_days: string;
  weekend: string[];
  gender_based: boolean;
  gender?: 'male' | 'female' | null;
  all_branches: boolean;
  branch_id?: number | null;
  category_type?: LeaveTypeCategory;
  departments: number[];
  grades: number[];
  employees: number[];
  note?: string;
}

const LISTS = {
  department: { field: 'departments', label: 'leaveSettings.departments', message: M.departmentsRequired },
  station_grade: { field: 'grades', label: 'leaveSettings.grades', message: M.gradesRequired },
  employees: { field: 'employees', label: 'leaveSettings.employees', message: M.employeesRequired },
} as const;

const FIELDS = [
  'leave_name',
  'applicable_days',
  'weekend',
  'gender',
  'branch_id',
  'category_type',
  'departments',
  'grades',
  'employees',
  'note',
];

/** The leave type form (spec 2 §5 "Leave type"; §4's maternity and paternity rule shown as it applies). */
export function LeaveTypeForm({ type }: { type?: LeaveTypeDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LeaveTypeFormValues>();
  const save = useFormSave(form, {
    ...saveLeaveTypeMutation(type?.id),
    refresh: refreshLeaveTypes,
    then: leaveSettingsScreens.paths.typeList,
    fieldErrors: { fields: FIELDS },
  });
  const name = Form.useWatch('leave_name', form) ?? type?.leave_name ?? '';
  const forced = genderForcedByName(name);
  const genderBased = Form.useWatch('gender_based', form);
  const allBranches = Form.useWatch('all_branches', form) ?? type?.is_generic ?? true;
  const category = Form.useWatch('category_type', form) ?? type?.category_type ?? 'all_users';

  // A maternity or paternity name decides the gender (spec 2 §4): the switch and the choice follow it.
  useEffect(() => {
    if (forced) form.setFieldsValue({ gender_based: true, gender: forced });
  }, [forced, form]);

  const onFinish = (v: LeaveTypeFormValues) => {
    const categoryType = v.category_type ?? 'all_users';
    const payload: LeaveTypeBody = {
      leave_name: v.leave_name.trim(),
      weekend: v.weekend,
      applicable_days: Number(v.applicable_days),
      period_type: 'Day',
      category_type: categoryType,
      is_generic: v.all_branches ? 1 : 0,
      note: v.note ?? '',
      // Sent only when the gender-based switch is on or the name decides it (undefined is left out).
      gender: (forced ?? (v.gender_based ? v.gender : null)) || undefined,
    };
    if (!v.all_branches) payload.branch_id = v.branch_id ?? null;
    if (categoryType !== 'all_users') {
      const field = LISTS[categoryType].field;
      payload[field] = v[field];
    }
    save.mutate(payload);
  };

  const stored = new Map<number, string>([
    ...(type?.departments ?? []).map((d) => [d.id, d.department_name] as const),
    ...(type?.grades ?? []).map((g) => [g.id, g.grade_name] as const),
    ...(type?.employees ?? []).map((e) => [e.id, e.employee_name] as const),
  ]);

  return (
    <PanelForm<LeaveTypeFormValues>
      className="cr-leave-type-form"
      name="leave-type"
      form={form}
      facts={{ labels: 'leaveSettings', testIds: 'leave-type' }}
      initialValues={{
        leave_name: type?.leave_name ?? '',
        applicable_days: type ? String(type.applicable_days) : '',
        weekend: type?.weekend ?? [],
        gender_based: type ? type.gender !== null : false,
        gender: type?.gender ?? null,
        all_branches: type?.is_generic ?? true,
        branch_id: type?.branch_id ?? null,
        category_type: type?.category_type ?? 'all_users',
        departments: type?.departments.map((d) => d.id) ?? [],
        grades: type?.grades.map((g) => g.id) ?? [],
        employees: type?.employees.map((e) => e.id) ?? [],
        note: type?.note ?? '',
      }}
      onFinish={onFinish}
      saving={save.isPending}
      cancel={leaveSettingsScreens.paths.typeList}
    >
      <div className="cr-approver-grid">
        <NameField
          name="leave_name"
          label={t('leaveSettings.name')}
          rules={[requiredRule(M.nameRequired, t), { max: 150, message: t(M.nameTooLong) }]}
          placeholder={t('leaveSettings.namePlaceholder')}
          testId="leave-type-name"
        />
        <Form.Item
          name="applicable_days"
          label={t('leaveSettings.duration')}
          rules={[
            requiredRule(M.daysRequired, t),
            {
              validator: async (_r, v: string | undefined) => {
                if (!v) return;
                const n = Number(v);
                if (!Number.isInteger(n) || n < 1 || n > 366) throw new Error(t(M.daysInvalid));
              },
            },
          ]}
        >
          {type ? (
            <Input inputMode="numeric" data-testid="leave-type-days" />
          ) : (
            <FilteredInput
              filter="digits"
              inputMode="numeric"
              maxLength={3}
              placeholder={t('leaveSettings.durationPlaceholder')}
              data-testid="leave-type-days"
            />
          )}
        </Form.Item>
        <Form.Item name="weekend" label={t('leaveSettings.weekend')} className="cr-approver-wide">
          <Checkbox.Group
            data-testid="leave-type-weekend"
            options={WEEKEND_DAYS.map((d) => ({ value: d, label: t(`leaveSettings.${d}`) }))}
          />
        </Form.Item>
        <SwitchField name="gender_based" disabled={forced !== null} />
        {genderBased || forced ? (
          <ChoiceField
            name="gender"
            required={M.genderRequired}
            extra={
              forced ? (
                <span data-testid="leave-type-gender-forced">
                  {t(forced === 'female' ? 'leaveSettings.forcedFemale' : 'leaveSettings.forcedMale')}
                </span>
              ) : null
            }
            disabled={forced !== null}
            options={[
              { value: 'male', label: t('leaveSettings.male') },
              { value: 'female', label: t('leaveSettings.female') },
            ]}
          />
        ) : (
          <div />
        )}
        <SwitchField name="all_branches" />
        {allBranches ? (
          <div />
        ) : (
          <Form.Item
            name="branch_id"
            label={t('leaveSettings.branch')}
            rules={[{ required: true, message: t(M.branchRequired) }]}
          >
            <BranchSelect testId="leave-type-branch" fallbackName={type?.branch?.station_name} />
          </Form.Item>
        )}
        <SelectField
          name="category_type"
          label={t('leaveSettings.assignTo')}
          rules={type ? [requiredRule(M.categoryRequired, t)] : []}
          testId="leave-type-category"
          options={LEAVE_TYPE_CATEGORIES.map((c) => ({
            value: c,
            label: t(`leaveSettings.category.${c}`),
          }))}
        />
        {category !== 'all_users' ? (
          <Form.Item
            key={category}
            name={LISTS[category].field}
            label={t(LISTS[category].label)}
            rules={[{ required: true, type: 'array', min: 1, message: t(LISTS[category].message) }]}
          >
            <MemberSelect
              kind={LISTS[category].field}
              names={stored}
              testId={`leave-type-${LISTS[category].field}`}
            />
          </Form.Item>
        ) : (
          <div />
        )}
        <NoteField
          name="note"
          className="cr-approver-wide"
          rules={[{ max: 1000, message: t(M.noteTooLong) }]}
          rows={3}
        />
      </div>
    </PanelForm>
  );
}
