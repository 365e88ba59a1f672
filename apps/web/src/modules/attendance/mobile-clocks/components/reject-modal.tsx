import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_CLOCK_MESSAGES as M } from '@clockroom/contracts';

interface RejectModalProps {
  /** How many clocks are being rejected; the modal is open while it is above 0. */
  count: number;
  loading: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** A rejection needs a reason (ADR 22), asked for here before the call. */
export function RejectModal({ count, loading, onCancel, onReject }: RejectModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={count > 0}
      title={t('mobileClock.rejectTitle', { count })}
      okText={t('mobileClock.reject')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading, id: 'mobile-clock-reject-confirm' }}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onReject(v.reason.trim()))}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="mobile-clock-reject">
        <Form.Item
          name="reason"
          label={t('mobileClock.rejectReason')}
          extra={t('mobileClock.rejectHint')}
          rules={[{ required: true, whitespace: true, message: t(M.rejectReasonRequired) }]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount data-testid="mobile-clock-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
