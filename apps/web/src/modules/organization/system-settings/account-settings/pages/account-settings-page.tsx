import { useMemo } from 'react';
import { Alert, Button, Checkbox, Col, Flex, Form, Input, Row, Skeleton } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  SYSTEM_SETTINGS_PERMISSIONS as P,
  accountSettingsSchema,
  hasPermission,
  type AccountSettings,
} from '@clockroom/contracts';
import { LANGUAGES } from '../../../../../platform/i18n/language.ts';
import { errorNotice } from '../../../../../platform/notify/error-notice.ts';
import { currentUserQuery, useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { AppForm } from '../../../../../platform/ui/app-form.tsx';
import { FieldRow } from '../../../../../platform/ui/field-row.tsx';
import { NoteField } from '../../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../../platform/ui/form-fields/select-field.tsx';
import { schemaRule } from '../../../../../platform/ui/form-rules.ts';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../../platform/ui/panel.tsx';
import { showFieldErrors } from '../../../../../platform/ui/server-field-errors.ts';
import { accountSettingsQuery, saveAccountSettingsMutation } from '../api.ts';
import { LogoField } from '../components/logo-field.tsx';
import '../../i18n.ts';
import '../../system-settings.css';

type Values = Omit<AccountSettings, 'slug' | 'company_logo'>;
const field = accountSettingsSchema.shape;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The company profile: name, contacts, logo, currency, time zone, working days and language. */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const canEdit = hasPermission(user, P.manageAccount);
  const settings = useQuery(accountSettingsQuery());
  const [form] = Form.useForm<Values>();
  const refreshSession = () => queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
  const save = useMutation({
    ...saveAccountSettingsMutation(),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(accountSettingsQuery().queryKey, data);
      void refreshSession();
    },
    onError: (error) => showFieldErrors(form, error, t),
  });
  const timezones = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((z) => ({ value: z, label: z.replaceAll('_', ' ') })),
    [],
  );

  const header = <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} back />;
  if (settings.isPending)
    return (
      <>
        {header}
        <Panel className="cr-settings-form">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      </>
    );
  if (settings.isError) {
    const failure = errorNotice(settings.error);
    return (
      <>
        {header}
        <Alert
          type="error"
          showIcon
          title={t(failure.title)}
          action={<Button onClick={() => void settings.refetch()}>{t('common.retry')}</Button>}
        />
      </>
    );
  }
  const data = settings.data;

  return (
    <>
      {header}
      {canEdit ? null : <Alert type="info" showIcon className="cr-mb" title={t('account.readOnly')} />}
      <Panel className="cr-settings-form" testId="account-settings">
        <AppForm<Values>
          name="account-settings"
          form={form}
          facts={{ shape: field, labels: 'account', testIds: 'account' }}
          disabled={!canEdit}
          initialValues={data}
          onFinish={(values) => save.mutate(values)}
        >
          <Row gutter={24}>
            <Col xs={24} md={8}>
              <LogoField
                url={data.company_logo}
                canEdit={canEdit}
                onChanged={() => {
                  void settings.refetch();
                  void refreshSession();
                }}
                onRemove={() => save.mutate({ ...form.getFieldsValue(true), company_logo: null })}
              />
            </Col>
            <Col xs={24} md={16}>
              <TextField name="company_name" />
              <Form.Item label={t('account.companyId')}>
                <Input value={data.slug} disabled data-testid="account-slug" />
              </Form.Item>
              <FieldRow>
                <TextField name="email" inputMode="email" autoComplete="email" maxLength={200} />
                <TextField name="phone" autoComplete="tel" maxLength={30} />
              </FieldRow>
              <NoteField name="address" maxLength={500} />
              <FieldRow>
                <SelectField
                  name="currency"
                  options={CURRENCIES.map((c) => ({ value: c, label: t(`currency.${c}`) }))}
                />
                <SelectField name="timezone" search options={timezones} />
              </FieldRow>
              <Form.Item
                name="working_days"
                label={t('account.workingDays')}
                rules={[schemaRule(field.working_days, t)]}
              >
                <Checkbox.Group
                  data-testid="account-working-days"
                  options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekday.${d}`) }))}
                />
              </Form.Item>
              <SelectField
                name="language"
                extra={t('account.languageHelp')}
                options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
              />
              {canEdit ? (
                <Flex justify="flex-end">
                  <Button
                    type="primary"
                    htmlType="submit"
                    loading={save.isPending}
                    data-testid="account-save"
                  >
                    {t('account.save')}
                  </Button>
                </Flex>
              ) : null}
            </Col>
          </Row>
        </AppForm>
      </Panel>
    </>
  );
}
