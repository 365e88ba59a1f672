import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchOptions, departmentOptions, type NamedOption } from '../ui/assignment/option-lists.ts';
import { EmployeePicker } from '../ui/employee-picker.tsx';
import './i18n.ts';

interface ReportPeopleFiltersProps {
  /** Prefixes the fields' test ids: `<id>-branch`, `<id>-department`, `<id>-employee`. */
  testId: string;
  /** Offer a branch too (the attendance reports). */
  branch?: boolean;
  /** The report's own optional filters, after these. */
  children?: ReactNode;
}

/**
 * A manager's optional narrowing of a report to a branch, a department or one employee (fields
 * `branch_id`, `department_id`, `employee_id` of the generate form), then the report's own.
 */
export function ReportPeopleFilters({ testId, branch = false, children }: ReportPeopleFiltersProps) {
  const { t } = useTranslation();
  const branches = useQuery({ ...branchOptions(), enabled: branch });
  const departments = useQuery(departmentOptions());
  const pick = (name: string, q: UseQueryResult<NamedOption[]>) => (
    <Form.Item
      name={`${name}_id`}
      label={t(`reportKit.${name}`)}
      help={q.isError ? t('reportKit.optionsFailed') : undefined}
    >
      <ReportOptionSelect options={q.data} loading={q.isFetching} testId={`${testId}-${name}`} />
    </Form.Item>
  );
  return (
    <div className="cr-report-filters">
      {branch ? pick('branch', branches) : null}
      {pick('department', departments)}
      <Form.Item name="employee_id" label={t('reportKit.employee')}>
        <EmployeePicker
          placeholder={t('reportKit.employeePlaceholder')}
          ariaLabel={t('reportKit.employee')}
          testId={`${testId}-employee`}
        />
      </Form.Item>
      {children}
    </div>
  );
}

/** A searchable, clearable choice of one option ("All" when empty); value and onChange from Form.Item. */
export function ReportOptionSelect(props: {
  options: { value: number | string; label: string }[] | undefined;
  loading?: boolean;
  testId: string;
  value?: number | string | null;
  onChange?: (value: number | string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('reportKit.any')}
      options={props.options ?? []}
      loading={props.loading}
      value={props.value}
      onChange={props.onChange}
      data-testid={props.testId}
    />
  );
}
