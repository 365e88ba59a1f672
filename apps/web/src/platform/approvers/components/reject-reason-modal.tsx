import { Form, Input, Modal } from 'antd';
import type { TextAreaProps, TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { useFocusOnShow } from '../../ui/focus-on-show.ts';

interface RejectReasonModalProps {
  /** How many items are being rejected; the dialog is open while it is above 0. */
  count: number;
  loading: boolean;
  /**
   * The module's translation prefix: the dialog shows `<words>.rejectTitle` (with the count),
   * `<words>.reject`, `<words>.rejectReason` and `<words>.rejectHint`.
   */
  words: string;
  /** The module's message for a missing reason (a translation key). */
  required: string;
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
  words,
  required,
  testIdPrefix,
  onCancel,
  onReject,
}: RejectReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const confirm = `${testIdPrefix}-reject-confirm`;
  return (
    <Modal
      open={count > 0}
      title={t(`${words}.rejectTitle`, { count })}
      okText={t(`${words}.reject`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading, id: confirm, ...{ 'data-testid': confirm } }}
      onCancel={onCancel}
      // A missing reason is shown on its field; the failed check is not an error to report.
      onOk={() =>
        void form.validateFields().then(
          (v) => onReject(v.reason.trim()),
          () => undefined,
        )
      }
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} name={`${testIdPrefix}-reject`}>
        <Form.Item
          name="reason"
          label={t(`${words}.rejectReason`)}
          extra={t(`${words}.rejectHint`)}
          rules={[{ required: true, whitespace: true, message: t(required) }]}
        >
          <ReasonInput rows={3} maxLength={1000} showCount data-testid={`${testIdPrefix}-reject-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The reason's text area, focused once the dialog shows (focus-on-show.ts says why not autoFocus). */
function ReasonInput(props: TextAreaProps) {
  const ref = useFocusOnShow<TextAreaRef>();
  return <Input.TextArea {...props} ref={ref} />;
}
