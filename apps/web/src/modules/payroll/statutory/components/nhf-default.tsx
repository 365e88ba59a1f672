import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { refreshStatutorySettings, saveStatutorySettingsMutation, statutorySettingsQuery } from '../api.ts';

/**
 * The company's NHF default (companies.nhf_default): whether a new employee has NHF deducted when the
 * employee form does not say. Saved as soon as it is switched, for those who manage salary settings.
 */
export function NhfDefaultPanel({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(statutorySettingsQuery());
  const save = useMutation({
    ...saveStatutorySettingsMutation(),
    onSettled: () => refreshStatutorySettings(queryClient),
  });
  return (
    <Panel testId="statutory-nhf-default">
      <div className="cr-statutory-switch">
        <Switch
          id="statutory-nhf-default"
          checked={save.isPending ? save.variables : (settings.data?.nhf_default ?? false)}
          loading={settings.isPending || save.isPending}
          disabled={!manage || settings.isError}
          onChange={(checked) => save.mutate(checked)}
          data-testid="statutory-nhf-default-switch"
        />
        <label htmlFor="statutory-nhf-default">
          <strong>{t('statutory.nhfDefault')}</strong>
          <span className="cr-statutory-hint">{t('statutory.nhfDefaultHint')}</span>
        </label>
      </div>
    </Panel>
  );
}
