import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { SALARY_SCHEDULE_MESSAGES as M } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import {
  branchOptions,
  departmentOptions,
  type NamedOption,
} from '../../../../platform/ui/assignment/option-lists.ts';
import { batchGroupOptions } from '../api.ts';
import type { ScheduleSearch } from '../schedule-search.ts';

interface Values {
  month?: number;
  year?: number;
  branches?: number[];
  departments?: number[];
  groups?: number[];
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The years offered: this one, four before and the next (a run ahead of the month is allowed). */
export function yearChoices(now = dayjs()): number[] {
  return Array.from({ length: 6 }, (_, i) => now.year() + 1 - i);
}

/**
 * Which month and whom (issue 19 "Salary schedule query body"): month and year are required, the
 * branches, departments and batch groups narrow each other and none of them means everyone. Every
 * control is a select: typed into, chosen from the keyboard, and narrow on a phone.
 */
export function ScheduleFilterForm({
  value,
  onShow,
}: {
  value: ScheduleSearch;
  onShow: (s: ScheduleSearch) => void;
}) {
  const { t } = useTranslation();
  const branches = useQuery(branchOptions());
  const departments = useQuery(departmentOptions());
  const groups = useQuery(batchGroupOptions());
  const now = dayjs();
  const initial: Values = {
    month: value.month ?? now.month() + 1,
    year: value.year ?? now.year(),
    branches: value.branches,
    departments: value.departments,
    groups: value.groups,
  };
  const many = (name: keyof Values, q: UseQueryResult<NamedOption[]>) => (
    <SelectField
      name={name}
      label={t(`salarySchedule.${name}`)}
      help={q.isError ? t('salarySchedule.optionsFailed') : undefined}
      mode="multiple"
      allowClear
      search
      maxTagCount="responsive"
      placeholder={t('salarySchedule.everyone')}
      options={q.data ?? []}
      loading={q.isFetching}
      testId={`schedule-filter-${name}`}
    />
  );
  return (
    <AppForm<Values>
      initialValues={initial}
      onFinish={(v) =>
        onShow({
          ...(v.month ? { month: v.month } : {}),
          ...(v.year ? { year: v.year } : {}),
          branches: v.branches ?? [],
          departments: v.departments ?? [],
          groups: v.groups ?? [],
        })
      }
      data-testid="schedule-filter"
    >
      <div className="cr-schedule-filter">
        <SelectField
          name="month"
          label={t('salarySchedule.month')}
          required={M.noParameters}
          search
          options={MONTHS.map((m) => ({
            value: m,
            label: dayjs()
              .month(m - 1)
              .format('MMMM'),
          }))}
          testId="schedule-filter-month"
        />
        <SelectField
          name="year"
          label={t('salarySchedule.year')}
          required={M.noParameters}
          options={yearChoices(now).map((y) => ({ value: y, label: String(y) }))}
          testId="schedule-filter-year"
        />
        {many('branches', branches)}
        {many('departments', departments)}
        {many('groups', groups)}
      </div>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="schedule-filter-submit">
        {t('salarySchedule.show')}
      </Button>
    </AppForm>
  );
}
