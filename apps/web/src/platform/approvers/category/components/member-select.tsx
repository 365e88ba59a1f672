import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmployeePicker } from '../../../ui/employee-picker.tsx';
import { branchOptions, departmentOptions, gradeOptions } from '../../../ui/assignment/option-lists.ts';

export type MemberKind = 'departments' | 'grades' | 'branches' | 'employees';

interface MemberSelectProps {
  kind: MemberKind;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** Names of the stored members, so they show before the lists load or any search. */
  names?: ReadonlyMap<number, string>;
  id?: string;
  testId: string;
}

const LISTS = { departments: departmentOptions, grades: gradeOptions, branches: branchOptions } as const;

/**
 * The members of a category (spec 2 §3, §5): departments, grades or branches chosen from their lists,
 * employees searched by name 500 ms after typing stops. Leave types and approver lists both use it.
 */
export function MemberSelect(props: MemberSelectProps) {
  return props.kind === 'employees' ? <EmployeeMultiSelect {...props} /> : <ListMultiSelect {...props} />;
}

function ListMultiSelect({ kind, value, onChange, names, id, testId }: MemberSelectProps) {
  const { t } = useTranslation();
  const list = useQuery(LISTS[kind as Exclude<MemberKind, 'employees'>]());
  const options = [...(list.data ?? [])];
  for (const v of value ?? []) {
    if (!options.some((o) => o.value === v)) options.push({ value: v, label: names?.get(v) ?? `#${v}` });
  }
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      loading={list.isPending}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={options}
      optionFilterProp="label"
      placeholder={t('categoryApprovers.chooseMany')}
      data-testid={testId}
    />
  );
}

function EmployeeMultiSelect({ value, onChange, names, id, testId }: MemberSelectProps) {
  const { t } = useTranslation();
  const known = [...(names ?? new Map<number, string>())].map(([pid, name]) => ({ id: pid, name }));
  return (
    <EmployeePicker
      multiple
      id={id}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      known={known}
      placeholder={t('categoryApprovers.searchEmployees')}
      testId={testId}
    />
  );
}

/** A branch picker for one branch. */
export function BranchSelect({
  value,
  onChange,
  id,
  testId,
  fallbackName,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  testId: string;
  fallbackName?: string;
}) {
  const { t } = useTranslation();
  const list = useQuery(branchOptions());
  const options = [...(list.data ?? [])];
  if (typeof value === 'number' && value > 0 && !options.some((o) => o.value === value)) {
    options.push({ value, label: fallbackName ?? `#${value}` });
  }
  return (
    <Select<number | null>
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isPending}
      value={typeof value === 'number' && value > 0 ? value : null}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      placeholder={t('categoryApprovers.chooseBranch')}
      data-testid={testId}
    />
  );
}
