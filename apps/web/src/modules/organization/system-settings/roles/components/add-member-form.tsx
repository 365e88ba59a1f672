import { useState } from 'react';
import { Button, Flex } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmployeePicker } from '../../../../../platform/ui/employee-picker.tsx';
import { addMembersMutation, rolesKey } from '../api.ts';

/** The employee picker and Add; the server refuses employees without an account. */
export function AddMemberForm({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const add = useMutation({
    ...addMembersMutation(roleId),
    onSuccess: () => {
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: rolesKey });
    },
  });
  return (
    <Flex gap={8} wrap align="center" className="cr-add-member">
      <EmployeePicker
        multiple
        value={chosen}
        onChange={setChosen}
        placeholder={t('roles.findEmployee')}
        ariaLabel={t('roles.addMember')}
        style={{ minWidth: 260, flex: 1, maxWidth: 420 }}
        testId="role-member-select"
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
