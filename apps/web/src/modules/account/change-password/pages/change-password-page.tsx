import { Button, Flex, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES, changePasswordSchema } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { sameAsRule, schemaRule } from '../../../../platform/ui/form-rules.ts';
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
          <Form.Item
            name="new_password"
            label={t('changePassword.new')}
            extra={t(AUTH_MESSAGES.passwordRule)}
            rules={[schemaRule(changePasswordSchema.shape.new_password, t)]}
          >
            <Input.Password data-testid="new-password" autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="re_new_password"
            label={t('changePassword.confirm')}
            dependencies={['new_password']}
            rules={[
              { required: true, message: t('changePassword.confirmRequired') },
              sameAsRule('new_password', AUTH_MESSAGES.passwordConfirmationMismatch, t),
            ]}
          >
            <Input.Password data-testid="confirm-password" autoComplete="new-password" />
          </Form.Item>
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
