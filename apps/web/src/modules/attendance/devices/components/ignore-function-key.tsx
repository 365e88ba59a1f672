import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ignoreFunctionKeyQuery, saveIgnoreFunctionKeyMutation } from '../api.ts';

/** IGNORE_FUNCTION_KEY (spec 3 §9), on by default: whether the engine reads the device's Status. */
export function IgnoreFunctionKeySwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery(ignoreFunctionKeyQuery());
  const save = useMutation({
    ...saveIgnoreFunctionKeyMutation(),
    onSuccess: (res) => queryClient.setQueryData(ignoreFunctionKeyQuery().queryKey, res.data),
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
