import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAVE_MESSAGES as M } from '@clockroom/contracts';

interface RejectModalProps {
  count: number;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** A rejection needs a reason (ADR 22): asked here, once for the whole batch. */
export function RejectModal({ count, open, pending, onCancel, onReject }: RejectModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('leave.rejectTitle', { count })}
      okText={t('leave.reject')}
      okButtonProps={{ danger: true, loading: pending, ...{ 'data-testid': 'leave-reject-confirm' } }}
      cancelText={t('common.cancel')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) form.resetFields();
      }}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onReject(values.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('leave.rejectReason')}
          extra={t('leave.rejectHint')}
          rules={[{ required: true, whitespace: true, message: t(M.reasonRequired) }]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount autoFocus data-testid="leave-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
