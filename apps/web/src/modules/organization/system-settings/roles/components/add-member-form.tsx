import { useState } from 'react';
import { Button, Flex, Select, Spin } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@clockroom/contracts';
import { useDebouncedValue } from '../../../../../platform/hooks/use-debounced-value.ts';
import { addMembersMutation, employeeOptionsQuery, rolesKey } from '../api.ts';

/** Remote employee search (500 ms debounce) and Add; the server refuses employees without an account. */
export function AddMemberForm({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const options = useQuery(employeeOptionsQuery(debounced));
  const add = useMutation({
    ...addMembersMutation(roleId),
    onSuccess: () => {
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: rolesKey });
    },
  });
  return (
    <Flex gap={8} wrap align="center" className="cr-add-member">
      <Select
        mode="multiple"
        showSearch={{ filterOption: false, onSearch: setText }}
        value={chosen}
        onChange={setChosen}
        placeholder={t('roles.findEmployee')}
        aria-label={t('roles.addMember')}
        notFoundContent={options.isFetching ? <Spin size="small" /> : null}
        options={(options.data?.results ?? []).map((e) => ({
          value: e.id,
          label: e.pin ? `${e.name} (${e.pin})` : e.name,
        }))}
        style={{ minWidth: 260, flex: 1, maxWidth: 420 }}
        data-testid="role-member-select"
      />
      <Button
        type="primary"
        icon={<UserAddOutlined />}
        disabled={chosen.length === 0}
        loading={add.isPending}
        onClick={() => add.mutate(chosen)}
        data-testid="role-member-add"
      >
        {t('roles.add')}
      </Button>
    </Flex>
  );
}
