import { useState } from 'react';
import { Flex, Select, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { employeeSearchQuery } from '../../modules/organization/employees/search-api.ts';
import { displayValue } from '../../modules/organization/employees/employee-fields.ts';
import { employeeScreens } from '../../modules/organization/employees/employees.routes.tsx';
import { useDebouncedValue } from '../../platform/hooks/use-debounced-value.ts';
import { PersonAvatar } from '../../platform/ui/person-avatar.tsx';

/** Premium header search: 500 ms after typing, empty text ignored; choosing opens the admin profile. */
export function EmployeeSearch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(employeeSearchQuery(query));
  const hits = query ? (search.data?.results ?? []) : [];

  return (
    <Select<number>
      data-testid="global-search"
      aria-label={t('header.searchEmployees')}
      className="cr-global-search"
      style={block ? { width: '100%' } : { width: 300 }}
      value={null}
      suffixIcon={<SearchOutlined />}
      placeholder={t('header.searchEmployees')}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      popupMatchSelectWidth={block ? true : 360}
      notFoundContent={
        search.isFetching ? (
          <Flex justify="center" className="cr-pad">
            <Spin size="small" />
          </Flex>
        ) : (
          <span className="cr-muted cr-pad cr-block">
            {query ? t('header.noEmployeesFound') : t('header.searchHint')}
          </span>
        )
      }
      options={hits.map((hit) => {
        const meta = [
          hit.pin ? `${t('profile.pin')} ${hit.pin}` : '',
          displayValue(hit.department),
          displayValue(hit.branch),
        ]
          .filter(Boolean)
          .join(' · ');
        return {
          value: hit.id,
          label: (
            <Flex gap={10} align="center" data-testid="global-search-hit">
              <PersonAvatar name={hit.name} picture={hit.picture} size={28} />
              <Flex vertical className="cr-min0">
                <span className="cr-ellipsis">{hit.name}</span>
                {meta ? <span className="cr-muted cr-small cr-ellipsis">{meta}</span> : null}
              </Flex>
            </Flex>
          ),
        };
      })}
      onChange={(id) => {
        setText('');
        void navigate(employeeScreens.paths.view(id));
      }}
    />
  );
}
