import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { departmentInputSchema, type DepartmentInput, type DepartmentRow } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { branchOptions } from '../../../../platform/ui/assignment/option-lists.ts';
import { refreshStructure } from '../../branches/api.ts';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { saveDepartmentMutation } from '../api.ts';
import { departmentScreens } from '../departments.routes.tsx';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import '../../branches/structure.css';

const FIELDS = ['department_name', 'branch_id', 'head_employee_id', 'description', 'status'] as const;
const shape = departmentInputSchema.shape;

export function DepartmentForm({ department }: { department?: DepartmentRow }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DepartmentInput>();
  const branches = useQuery(branchOptions());
  const save = useFormSave(form, {
    ...saveDepartmentMutation(department?.id),
    refresh: refreshStructure,
    then: departmentScreens.paths.list,
    fieldErrors: { fields: FIELDS },
  });
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
    <Panel className="cr-structure-form" testId="department-form">
      <AppForm<DepartmentInput>
        name="department"
        form={form}
        initialValues={{ status: 1, head_employee_id: null }}
        onFinish={(values) => save.mutate({ ...values, head_employee_id: values.head_employee_id ?? null })}
      >
        <div className="cr-structure-grid">
          <Form.Item
            className="cr-structure-wide"
            name="department_name"
            label={t('department.name')}
            rules={[schemaRule(shape.department_name, t)]}
          >
            <Input
              autoFocus
              maxLength={150}
              placeholder={t('department.namePlaceholder')}
              data-testid="department-name"
            />
          </Form.Item>
          <Form.Item
            name="branch_id"
            label={t('department.branch')}
            rules={[schemaRule(shape.branch_id, t)]}
            extra={branches.isError ? t('department.branchesFailed') : undefined}
          >
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={t('department.branchPlaceholder')}
              loading={branches.isPending}
              options={branches.data ?? []}
              data-testid="department-branch"
            />
          </Form.Item>
          <Form.Item name="head_employee_id" label={t('department.head')}>
            <EmployeePicker known={department?.head ? [department.head] : []} testId="department-head" />
          </Form.Item>
          <Form.Item
            className="cr-structure-wide"
            name="description"
            label={t('department.description')}
            rules={[schemaRule(shape.description, t)]}
          >
            <Input.TextArea rows={3} maxLength={1000} showCount data-testid="department-description" />
          </Form.Item>
          <Form.Item className="cr-structure-wide" name="status" label={t('words.status')}>
            <Radio.Group
              data-testid="department-status"
              options={[
                { value: 1, label: t('department.active') },
                { value: 0, label: t('department.inactive') },
              ]}
            />
          </Form.Item>
        </div>
        <FormActions
          saving={save.isPending}
          cancel={departmentScreens.paths.list}
          saveLabel={t('department.save')}
          testId="department-save"
        />
      </AppForm>
    </Panel>
  );
}
