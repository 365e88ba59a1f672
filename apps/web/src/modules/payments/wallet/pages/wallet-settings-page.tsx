import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, paymentOptionEndpoints, type WalletSettings } from '@clockroom/contracts';
import { endpointQuery } from '../../../../platform/api/endpoint-client.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { walletScreens } from '../wallet.routes.tsx';
import { refreshWallet, saveSettingsMutation, settingsQuery } from '../api.ts';
import '../i18n.ts';
import '../wallet.css';

/** /admin/payroll/payment-wallet/settings: the provider and the default payment option. */
export default function WalletSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  return (
    <>
      <PageHeader back title={t('wallet.settingsTitle')} subtitle={t('wallet.settingsSubtitle')} />
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <PageError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </>
  );
}

interface Values {
  provider: string;
  default_payment_option_id: number | null;
}

function SettingsForm({ settings }: { settings: WalletSettings }) {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage payments');
  const [form] = Form.useForm<Values>();
  const options = useQuery(endpointQuery(paymentOptionEndpoints.list, { query: { page: 1, perPage: 100 } }));
  const save = useFormSave(form, {
    ...saveSettingsMutation(),
    refresh: refreshWallet,
    fieldErrors: { fields: ['provider', 'default_payment_option_id'] },
  });
  return (
    <Panel testId="wallet-settings">
      <AppForm<Values>
        name="wallet-settings"
        form={form}
        disabled={!manage}
        initialValues={{
          provider: settings.provider,
          default_payment_option_id: settings.default_payment_option_id,
        }}
        onFinish={(v) =>
          save.mutate({
            provider: v.provider as 'sandbox',
            default_payment_option_id: v.default_payment_option_id ?? null,
          })
        }
      >
        <Form.Item name="provider" label={t('wallet.provider')}>
          <Select
            options={settings.providers.map((p) => ({
              value: p,
              label: t(`wallet.provider.${p}`, { defaultValue: p }),
            }))}
            data-testid="wallet-settings-provider"
          />
        </Form.Item>
        <Form.Item name="default_payment_option_id" label={t('wallet.defaultOption')}>
          <Select
            allowClear
            loading={options.isPending}
            placeholder={t('wallet.noDefaultOption')}
            options={(options.data?.results ?? []).map((o) => ({ value: o.id, label: o.name }))}
            data-testid="wallet-settings-option"
          />
        </Form.Item>
        {manage ? (
          <FormActions
            saving={save.isPending}
            cancel={walletScreens.paths.viewAll}
            saveLabel={t('wallet.save')}
            testId="wallet-settings-save"
          />
        ) : null}
      </AppForm>
    </Panel>
  );
}
