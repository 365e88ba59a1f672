import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrgReportFetchBy } from '@clockroom/contracts';
import { EmployeeAssignment } from '../../../../platform/ui/assignment/employee-assignment.tsx';
import type { Audience, AudienceErrors } from '../audience-filter.ts';
import {
  branchDepartmentOptions,
  branchOptions,
  departmentOptions,
} from '../../../../platform/ui/assignment/option-lists.ts';

interface AudiencePickerProps {
  value: Audience;
  onChange: (next: Audience) => void;
  errors: AudienceErrors;
}

const CHOICES: { value: OrgReportFetchBy; label: string }[] = [
  { value: 'company', label: 'reports.allUsers' },
  { value: 'branch', label: 'reports.byBranch' },
  { value: 'department', label: 'reports.byDepartment' },
  { value: 'employee', label: 'reports.byIndividuals' },
];

const status = (error: string | undefined) => (error ? ('error' as const) : undefined);

interface RequiredChoiceProps {
  label: string;
  /** The audience's own error (a message key), shown before a failed option list. */
  error: string | undefined;
  /** The option list could not be loaded. */
  failed: string | undefined;
  placeholder: string;
  options: SelectProps['options'];
  loading: boolean;
  value: number | undefined;
  onChange: (id: number) => void;
  testId: string;
}

/** The branch or department a report must name: a searchable select with its error below. */
function RequiredChoice({ label, error, failed, options, testId, ...select }: RequiredChoiceProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      required
      validateStatus={status(error ?? failed)}
      help={error ? t(error) : failed}
    >
      <Select showSearch optionFilterProp="label" options={options ?? []} data-testid={testId} {...select} />
    </Form.Item>
  );
}

/** Who the report is about (spec 1 §2): All Users, By Branch, By Department or By Individuals. */
export function AudiencePicker({ value, onChange, errors }: AudiencePickerProps) {
  const { t } = useTranslation();
  const branches = useQuery({
    ...branchOptions(),
    enabled: value.fetchBy === 'branch' || value.fetchBy === 'department',
  });
  const departments = useQuery({
    ...(value.departmentBranchId ? branchDepartmentOptions(value.departmentBranchId) : departmentOptions()),
    enabled: value.fetchBy === 'department',
  });
  const failed = (q: { isError: boolean }) => (q.isError ? t('reportKit.optionsFailed') : undefined);

  return (
    <Form layout="vertical" component="div" className="cr-report-audience">
      <Form.Item>
        <Radio.Group
          aria-label={t('reports.audience')}
          value={value.fetchBy}
          onChange={(e) => onChange({ ...value, fetchBy: e.target.value as OrgReportFetchBy })}
          options={CHOICES.map((c) => ({ value: c.value, label: t(c.label) }))}
          data-testid="report-audience"
        />
      </Form.Item>
      {value.fetchBy === 'branch' ? (
        <RequiredChoice
          label={t('reportKit.branch')}
          error={errors.branch}
          failed={failed(branches)}
          placeholder={t('reports.chooseBranch')}
          options={branches.data}
          loading={branches.isPending}
          value={value.branchId}
          onChange={(branchId) => onChange({ ...value, branchId })}
          testId="report-branch"
        />
      ) : null}
      {value.fetchBy === 'department' ? (
        <div className="cr-report-pair">
          <Form.Item
            label={t('reports.departmentBranch')}
            help={failed(branches)}
            validateStatus={status(failed(branches))}
          >
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('reports.anyBranch')}
              options={branches.data ?? []}
              loading={branches.isPending}
              value={value.departmentBranchId}
              onChange={(departmentBranchId?: number) =>
                onChange({ ...value, departmentBranchId, departmentId: undefined })
              }
              data-testid="report-department-branch"
            />
          </Form.Item>
          <RequiredChoice
            label={t('reportKit.department')}
            error={errors.department}
            failed={failed(departments)}
            placeholder={t('reports.chooseDepartment')}
            options={departments.data}
            loading={departments.isPending}
            value={value.departmentId}
            onChange={(departmentId) => onChange({ ...value, departmentId })}
            testId="report-department"
          />
        </div>
      ) : null}
      {value.fetchBy === 'employee' ? (
        // Outside a Form.Item: an error there would paint the widget's own filters red.
        <div className="cr-report-people" data-error={errors.people ? 'true' : undefined}>
          <div className="cr-report-people-label">{t('reports.employees')}</div>
          {errors.people ? (
            <div role="alert" className="cr-report-error">
              {t(errors.people)}
            </div>
          ) : null}
          <EmployeeAssignment value={value.people} onChange={(people) => onChange({ ...value, people })} />
        </div>
      ) : null}
    </Form>
  );
}
