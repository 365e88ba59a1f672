import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { departmentInputSchema, type DepartmentInput, type DepartmentRow } from '@clockroom/contracts';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { branchOptions } from '../../../../platform/ui/assignment/option-lists.ts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { StructureForm, StructureTextArea } from '../../branches/structure-form.tsx';
import { saveDepartmentMutation } from '../api.ts';
import { departmentScreens } from '../departments.routes.tsx';

const FIELDS = ['department_name', 'branch_id', 'head_employee_id', 'description', 'status'] as const;
const shape = departmentInputSchema.shape;

export function DepartmentForm({ department }: { department?: DepartmentRow }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DepartmentInput>();
  const branches = useQuery(branchOptions());
  useEffect(() => {
    if (!department) return;
    form.setFieldsValue({
      department_name: department.department_name,
      branch_id: department.branch_id ?? undefined,
      head_employee_id: department.head?.id ?? null,
      description: department.description,
      // The row answers the stored number; the form offers only active (1) and inactive (0).
      status: department.status === 0 ? 0 : 1,
    });
  }, [department, form]);

  return (
    <StructureForm
      name="department"
      shape={shape}
      form={form}
      initialValues={{ status: 1, head_employee_id: null }}
      mutation={saveDepartmentMutation(department?.id)}
      list={departmentScreens.paths.list}
      fields={FIELDS}
      toInput={(values) => ({ ...values, head_employee_id: values.head_employee_id ?? null })}
      recordName={{ field: 'department_name', wide: true }}
      saveLabel={t('department.save')}
    >
      <SelectField
        name="branch_id"
        label={t('department.branch')}
        extra={branches.isError ? t('department.branchesFailed') : undefined}
        search
        placeholder={t('department.branchPlaceholder')}
        query={branches}
        testId="department-branch"
      />
      <EmployeeField
        name="head_employee_id"
        label={t('department.head')}
        known={department?.head ? [department.head] : []}
        testId="department-head"
      />
      <StructureTextArea name="description" />
      <ChoiceField
        className="cr-structure-wide"
        name="status"
        label={t('words.status')}
        options={[
          { value: 1, label: t('department.active') },
          { value: 0, label: t('department.inactive') },
        ]}
      />
    </StructureForm>
  );
}
