import { Button, Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { supportMessageSchema } from '@clockroom/contracts';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { schemaRule } from '../../../../platform/ui/form-rules.ts';
import { supportMessageMutation, type SupportMessageInput } from '../api.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';

export function ContactForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SupportMessageInput>();
  const send = useMutation({ ...supportMessageMutation(), onSuccess: () => form.resetFields() });
  return (
    <Panel title={t('support.contactTitle')} testId="support-form">
      <AppForm<SupportMessageInput> name="support" form={form} onFinish={(values) => send.mutate(values)}>
        <Form.Item
          name="subject"
          label={t('support.subject')}
          rules={[schemaRule(supportMessageSchema.shape.subject, t)]}
        >
          <Input data-testid="support-subject" autoFocus maxLength={200} showCount />
        </Form.Item>
        <NoteField
          name="message"
          label={t('support.message')}
          schema={supportMessageSchema.shape.message}
          rows={6}
          maxLength={5000}
          showCount
          placeholder={t('support.messagePlaceholder')}
          testId="support-message"
        />
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={send.isPending}
          data-testid="support-submit"
        >
          {t('support.send')}
        </Button>
      </AppForm>
    </Panel>
  );
}
