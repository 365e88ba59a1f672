import { Button, Flex, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@clockroom/contracts';
import { NewPasswordFields } from '../../../../platform/ui/new-password-fields.tsx';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { changePasswordMutation } from '../api.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';

interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  re_new_password: string;
}

/** Spec 2 "Change Password (ESS)": old, new, confirm; on success the message, a reset form, and back. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useMutation({
    ...changePasswordMutation(),
    onSuccess: () => {
      form.resetFields();
      router.history.back();
    },
  });
  const cancel = () => {
    form.resetFields();
    router.history.back();
  };

  return (
    <>
      <PageHeader title={t('changePassword.title')} subtitle={t('changePassword.subtitle')} back />
      <Panel className="cr-narrow-card">
        <AppForm<ChangePasswordValues>
          name="change-password"
          form={form}
          onFinish={({ current_password, new_password }) => change.mutate({ current_password, new_password })}
        >
          <Form.Item
            name="current_password"
            label={t('changePassword.old')}
            rules={[schemaRule(changePasswordSchema.shape.current_password, t)]}
          >
            <Input.Password data-testid="current-password" autoFocus autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields
            name="new_password"
            confirmName="re_new_password"
            schema={changePasswordSchema.shape.new_password}
            label="changePassword.new"
            confirmLabel="changePassword.confirm"
            confirmRequiredMessage="changePassword.confirmRequired"
            testId="new-password"
            confirmTestId="confirm-password"
          />
          <Flex gap={12} wrap>
            <Button
              type="primary"
              htmlType="submit"
              loading={change.isPending}
              data-testid="change-password-submit"
            >
              {t('changePassword.submit')}
            </Button>
            <Button onClick={cancel} disabled={change.isPending} data-testid="change-password-cancel">
              {t('common.cancel')}
            </Button>
          </Flex>
        </AppForm>
      </Panel>
    </>
  );
}
