import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchOptions, departmentOptions } from '../../../../platform/ui/assignment/option-lists.ts';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';

/** A manager's optional narrowing of a report: one branch, department or employee (form fields). */
export function ScopeFilters() {
  const { t } = useTranslation();
  const branches = useQuery(branchOptions());
  const departments = useQuery(departmentOptions());
  const pick = (testId: string, q: typeof branches) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('attendanceReports.any')}
      options={q.data ?? []}
      loading={q.isFetching}
      data-testid={testId}
    />
  );
  return (
    <div className="cr-att-report-filters">
      <Form.Item
        name="branch_id"
        label={t('attendanceReports.branch')}
        help={branches.isError ? t('attendanceReports.optionsFailed') : undefined}
      >
        {pick('att-report-branch', branches)}
      </Form.Item>
      <Form.Item
        name="department_id"
        label={t('attendanceReports.department')}
        help={departments.isError ? t('attendanceReports.optionsFailed') : undefined}
      >
        {pick('att-report-department', departments)}
      </Form.Item>
      <Form.Item name="employee_id" label={t('attendanceReports.employee')}>
        <EmployeePicker
          placeholder={t('attendanceReports.employeePlaceholder')}
          ariaLabel={t('attendanceReports.employee')}
          testId="att-report-employee"
        />
      </Form.Item>
    </div>
  );
}
