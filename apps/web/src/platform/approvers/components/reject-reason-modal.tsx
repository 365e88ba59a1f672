import { Form, Input, Modal } from 'antd';

/** What a module calls things in its rejection dialog (already translated). */
export interface RejectReasonTexts {
  title: string;
  ok: string;
  cancel: string;
  reason: string;
  hint: string;
  /** The module's message for a missing reason. */
  required: string;
}

interface RejectReasonModalProps {
  /** How many items are being rejected; the dialog is open while it is above 0. */
  count: number;
  loading: boolean;
  texts: RejectReasonTexts;
  /** Names the dialog's controls for tests and labels: `<prefix>-reject-confirm`, `<prefix>-reject-reason`. */
  testIdPrefix: string;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/**
 * A rejection needs a reason (ADR 22): asked here, once for the whole batch, by every approvals
 * inbox (leave, exemptions, mobile clocks).
 */
export function RejectReasonModal({
  count,
  loading,
  texts,
  testIdPrefix,
  onCancel,
  onReject,
}: RejectReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const confirm = `${testIdPrefix}-reject-confirm`;
  return (
    <Modal
      open={count > 0}
      title={texts.title}
      okText={texts.ok}
      cancelText={texts.cancel}
      okButtonProps={{ danger: true, loading, id: confirm, ...{ 'data-testid': confirm } }}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onReject(v.reason.trim()))}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} name={`${testIdPrefix}-reject`}>
        <Form.Item
          name="reason"
          label={texts.reason}
          extra={texts.hint}
          rules={[{ required: true, whitespace: true, message: texts.required }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={1000}
            showCount
            autoFocus
            data-testid={`${testIdPrefix}-reject-reason`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
