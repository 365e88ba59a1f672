import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Input, Pagination, Select, Tag } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_PAGE_SIZE, EMPLOYEE_SEARCH_ENDPOINT, SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { endpointQuery } from '../../api/endpoint-client.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { PersonAvatar } from '../person-avatar.tsx';
import {
  assign,
  searchParams,
  unassign,
  type AssignablePerson,
  type Assignment,
  type AssignmentFilters,
} from './assignment-state.ts';
import { branchOptions, departmentOptions, gradeOptions, teamOptions } from './option-lists.ts';
import './i18n.ts';
import './assignment.css';

interface EmployeeAssignmentProps {
  value: Assignment;
  onChange: (next: Assignment) => void;
  testId?: string;
}

type IdFilter = 'department_ids' | 'team_ids' | 'branch_ids' | 'grade_ids';
const FILTERS: { key: IdFilter; label: string; options: () => ReturnType<typeof branchOptions> }[] = [
  { key: 'department_ids', label: 'assignment.department', options: departmentOptions },
  { key: 'team_ids', label: 'assignment.team', options: teamOptions },
  { key: 'branch_ids', label: 'assignment.branch', options: branchOptions },
  { key: 'grade_ids', label: 'assignment.grade', options: gradeOptions },
];

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: (typeof FILTERS)[number];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const options = useQuery(filter.options());
  return (
    <Select
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      placeholder={t(filter.label)}
      aria-label={t(filter.label)}
      options={options.data ?? []}
      loading={options.isPending}
      value={value}
      onChange={onChange}
      optionFilterProp="label"
      data-testid={`assignment-filter-${filter.key}`}
    />
  );
}

function PersonLine({ person, extra }: { person: AssignablePerson; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const meta = [
    person.pin != null && person.pin !== '' ? t('assignment.pin', { pin: person.pin }) : null,
    person.department,
    person.branch,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <span className="cr-assign-person">
      <PersonAvatar name={person.name} picture={person.picture} size={28} />
      <span className="cr-assign-person-text">
        <span>{person.name}</span>
        {meta ? <span className="cr-muted cr-small">{meta}</span> : null}
      </span>
      {extra}
    </span>
  );
}

/**
 * The employee assignment widget (spec 1 §2): a searchable, filtered, paged list of employees (5 a page),
 * a transfer control and the selected employees. The caller owns the bookkeeping value (spec 1 §4).
 */
export function EmployeeAssignment({
  value,
  onChange,
  testId = 'employee-assignment',
}: EmployeeAssignmentProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [ids, setIds] = useState<Record<IdFilter, number[]>>({
    department_ids: [],
    team_ids: [],
    branch_ids: [],
    grade_ids: [],
  });
  const [page, setPage] = useState(1);
  const [checkedLeft, setCheckedLeft] = useState<number[]>([]);
  const [checkedRight, setCheckedRight] = useState<number[]>([]);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const filters: AssignmentFilters = { query, ...ids };
  const params = searchParams(filters, page, ASSIGNMENT_PAGE_SIZE);
  const list = useQuery({
    ...endpointQuery(EMPLOYEE_SEARCH_ENDPOINT, { query: params }),
    placeholderData: keepPreviousData,
  });
  const assignedIds = new Set(value.assigned.map((p) => p.id));
  const rows = list.data?.results ?? [];
  const setFilter = (key: IdFilter, next: number[]) => {
    setIds((prev) => ({ ...prev, [key]: next }));
    setPage(1);
  };

  const moveRight = () => {
    onChange(
      assign(
        value,
        rows.filter((p) => checkedLeft.includes(p.id)),
      ),
    );
    setCheckedLeft([]);
  };
  const moveLeft = () => {
    onChange(unassign(value, checkedRight));
    setCheckedRight([]);
  };

  return (
    <div className="cr-assign" data-testid={testId}>
      <section className="cr-assign-pane" aria-label={t('assignment.employees')}>
        <Input.Search
          allowClear
          value={text}
          placeholder={t('assignment.search')}
          aria-label={t('assignment.search')}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          data-testid="assignment-search"
        />
        <div className="cr-assign-filters">
          {FILTERS.map((f) => (
            <FilterSelect
              key={f.key}
              filter={f}
              value={ids[f.key]}
              onChange={(next) => setFilter(f.key, next)}
            />
          ))}
        </div>
        <div className="cr-muted cr-small" aria-live="polite" data-testid="assignment-found">
          {list.data ? t('assignment.found', { count: list.data.total }) : '\u00a0'}
        </div>
        {list.isError ? <Alert type="error" showIcon title={t('assignment.loadFailed')} /> : null}
        <ul className="cr-assign-list" aria-busy={list.isFetching}>
          {rows.map((p) => (
            <li key={p.id}>
              <Checkbox
                disabled={assignedIds.has(p.id)}
                checked={assignedIds.has(p.id) || checkedLeft.includes(p.id)}
                onChange={(e) =>
                  setCheckedLeft((c) => (e.target.checked ? [...c, p.id] : c.filter((id) => id !== p.id)))
                }
                data-testid={`assignment-option-${p.id}`}
              >
                <PersonLine
                  person={p}
                  extra={assignedIds.has(p.id) ? <Tag color="green">{t('assignment.added')}</Tag> : null}
                />
              </Checkbox>
            </li>
          ))}
        </ul>
        {list.data && rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assignment.none')} />
        ) : null}
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={ASSIGNMENT_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onChange={setPage}
          hideOnSinglePage
        />
      </section>
      <div className="cr-assign-actions">
        <Button
          type="primary"
          icon={<RightOutlined />}
          disabled={checkedLeft.length === 0}
          onClick={moveRight}
          aria-label={t('assignment.addSelected')}
          data-testid="assignment-add"
        >
          {t('assignment.add')}
        </Button>
        <Button
          icon={<LeftOutlined />}
          disabled={checkedRight.length === 0}
          onClick={moveLeft}
          aria-label={t('assignment.removeSelected')}
          data-testid="assignment-remove"
        >
          {t('assignment.remove')}
        </Button>
      </div>
      <section
        className="cr-assign-pane"
        aria-label={t('assignment.selected', { count: value.assigned.length })}
      >
        <strong>{t('assignment.selected', { count: value.assigned.length })}</strong>
        {value.assigned.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assignment.noneSelected')} />
        ) : (
          <ul className="cr-assign-list cr-assign-chosen" data-testid="assignment-selected">
            {value.assigned.map((p) => (
              <li key={p.id}>
                <Checkbox
                  checked={checkedRight.includes(p.id)}
                  onChange={(e) =>
                    setCheckedRight((c) => (e.target.checked ? [...c, p.id] : c.filter((id) => id !== p.id)))
                  }
                >
                  <PersonLine person={p} />
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
