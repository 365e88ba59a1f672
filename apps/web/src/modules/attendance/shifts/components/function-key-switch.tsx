import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { attendanceSettingQuery, saveAttendanceSettingMutation } from '../../settings/api.ts';

const NAME = 'IGNORE_FUNCTION_KEY';

/**
 * IGNORE_FUNCTION_KEY (spec 3 §9's default setting), read and written through GET and POST
 * /attendance/settings?name= (the devices' API). The engine reads it when it picks clock-in and out.
 */
export function FunctionKeySwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery(attendanceSettingQuery(NAME));
  const save = useMutation({
    ...saveAttendanceSettingMutation(NAME),
    onSuccess: (answer) => queryClient.setQueryData(attendanceSettingQuery(NAME).queryKey, answer.data),
  });
  if (setting.isPending) return <Skeleton.Input active />;
  if (setting.isError) return <Alert type="warning" showIcon title={t('clock.unavailable')} />;
  const on = save.isPending ? (save.variables ?? setting.data.value) : setting.data.value;
  return (
    <Flex gap={12} align="flex-start">
      <Switch
        checked={on}
        loading={save.isPending}
        onChange={(next) => save.mutate(next)}
        aria-label={t('clock.ignoreKeys')}
        data-testid="clock-ignore-keys"
      />
      <div>
        <strong>{t('clock.ignoreKeys')}</strong>
        <div className="cr-muted">{t(on ? 'clock.ignoreKeysOn' : 'clock.ignoreKeysOff')}</div>
      </div>
    </Flex>
  );
}
