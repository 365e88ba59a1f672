import { useState, type CSSProperties, type UIEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, SEARCH_DEBOUNCE_MS, type PersonHit } from '@clockroom/contracts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { PEOPLE_PAGE, peopleSearchQuery, type PeopleSource } from '../lookups/people-search.ts';
import './vocabulary.ts';

type Id = number;

interface CommonProps {
  /** People already chosen (an edit's head, lead, members or relief), so their names show before any search. */
  known?: readonly PersonHit[];
  /** Where people are searched: the employee directory unless another source is named. */
  source?: PeopleSource;
  /** Only this branch's people; without it the active branch (X-Active-Branch) scopes the search. */
  branchId?: number | null;
  placeholder?: string;
  ariaLabel?: string;
  id?: string;
  testId?: string;
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value?: Id | string | null;
  onChange?: (value: Id | null) => void;
  /** Who was picked (null when cleared), for the screen around the picker. */
  onPicked?: (person: PersonHit | null) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value?: Id[] | null;
  onChange?: (value: Id[]) => void;
  onPicked?: (people: PersonHit[]) => void;
}

export type EmployeePickerProps = SingleProps | MultipleProps;

/** How a person reads in the list and once chosen: the name, and the PIN that tells namesakes apart. */
export const personLabel = (p: PersonHit) => (p.pin ? `${p.name} (${p.pin})` : p.name);

const asIds = (value: unknown): Id[] =>
  (Array.isArray(value) ? value : value == null || value === '' ? [] : [value])
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * The one employee picker (spec 1 §5 "Employee selects load remotely as the user types"): one person
 * or several, found by name or PIN on the server 500 ms after the last key, 20 more as the list is
 * scrolled to its end, within the active branch or the one given. The chosen people keep their names once
 * the next search replaces the options.
 */
export function EmployeePicker(props: EmployeePickerProps) {
  const { t } = useTranslation();
  const { known = [], source, branchId, testId, multiple } = props;
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ query, pages: 1 });
  const pages = paging.query === query ? paging.pages : 1;
  const search = useQuery(peopleSearchQuery(query, { source, branchId, pages }));
  const [names, setNames] = useState<ReadonlyMap<Id, PersonHit>>(() => new Map(known.map((p) => [p.id, p])));
  const hits = query ? (search.data?.results ?? []) : [];
  const hasMore = hits.length < (search.data?.total ?? 0) && pages * PEOPLE_PAGE < MAX_PAGE_SIZE;
  const chosen = asIds(props.value);
  const seen = new Set<Id>();
  // Matches first, so the highlighted option is someone new, then whoever is chosen already.
  const people = [...hits, ...chosen.map((id) => names.get(id) ?? { id, name: `#${id}` })].filter((p) =>
    seen.has(p.id) ? false : (seen.add(p.id), true),
  );
  const options = people.map((p) => ({ value: p.id, label: personLabel(p) }));
  const searching = text.trim() !== '' && (text.trim() !== query || search.isFetching);

  const pick = (next: Id | Id[] | null | undefined) => {
    const ids = asIds(next);
    const byId = new Map(people.map((p) => [p.id, p]));
    const picked = ids.map((id) => byId.get(id) ?? names.get(id) ?? { id, name: `#${id}` });
    setNames((prev) => new Map([...prev, ...picked.map((p) => [p.id, p] as const)]));
    setText('');
    if (props.multiple) {
      props.onPicked?.(picked);
      props.onChange?.(ids);
    } else {
      props.onPicked?.(picked[0] ?? null);
      props.onChange?.(ids[0] ?? null);
    }
  };
  const more = (e: UIEvent<HTMLDivElement>) => {
    const list = e.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 40;
    if (nearEnd && hasMore && !search.isFetching) setPaging({ query, pages: pages + 1 });
  };

  return (
    <Select<Id | Id[] | null>
      id={props.id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      // antd empties its search box once something is picked; the query follows.
      onBlur={() => setText('')}
      value={multiple ? chosen : (chosen[0] ?? null)}
      options={options}
      onChange={pick}
      onPopupScroll={more}
      placeholder={props.placeholder ?? t('picker.searchEmployee')}
      aria-label={props.ariaLabel}
      disabled={props.disabled}
      style={{ width: '100%', ...props.style }}
      className={props.className}
      notFoundContent={
        searching ? <Spin size="small" /> : query ? t('picker.noEmployeeFound') : t('picker.typeToSearch')
      }
      popupRender={(menu) => (
        <>
          {menu}
          {search.isFetching && pages > 1 ? <Spin size="small" className="cr-picker-more" /> : null}
        </>
      )}
      data-testid={testId}
    />
  );
}
