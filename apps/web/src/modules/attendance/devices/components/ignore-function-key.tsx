import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { attendanceSettingQuery, saveAttendanceSettingMutation } from '../../settings/api.ts';

const NAME = 'IGNORE_FUNCTION_KEY';

/** IGNORE_FUNCTION_KEY (spec 3 §9), on by default: whether the engine reads the device's Status. */
export function IgnoreFunctionKeySwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery(attendanceSettingQuery(NAME));
  const save = useMutation({
    ...saveAttendanceSettingMutation(NAME),
    onSuccess: (res) => queryClient.setQueryData(attendanceSettingQuery(NAME).queryKey, res.data),
  });
  return (
    <Tooltip title={t('device.ignoreFunctionKeyHint')}>
      <label className="cr-device-setting">
        <Switch
          size="small"
          checked={setting.data?.value ?? true}
          loading={setting.isPending || save.isPending}
          onChange={(value) => save.mutate(value)}
          data-testid="device-ignore-function-key"
        />
        <span>{t('device.ignoreFunctionKey')}</span>
      </label>
    </Tooltip>
  );
}
