import type { ReactNode } from 'react';
import { Form, InputNumber } from 'antd';
import { resizeLevels, type LevelRow } from '../levels.ts';

export interface LevelCountFieldProps {
  /** The form's name for the count: approver groups say approvers_count, category lists no_approvals. */
  name: string;
  label: ReactNode;
  extra: ReactNode;
  /** The spec's words for a missing or out-of-range count, already translated. */
  message: string;
  testId: string;
}

/**
 * The number of approvals (spec 2 §4): 1 to 20, and changing it adds or drops level rows in the
 * form's approval_details list, so both approver forms size their levels the same way.
 */
export function LevelCountField({ name, label, extra, message, testId }: LevelCountFieldProps) {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        { required: true, message },
        { type: 'integer', min: 1, max: 20, message },
      ]}
    >
      <InputNumber
        min={1}
        max={20}
        precision={0}
        className="cr-block"
        data-testid={testId}
        onChange={(count) =>
          form.setFieldValue(
            'approval_details',
            resizeLevels(form.getFieldValue('approval_details') as LevelRow[], count),
          )
        }
      />
    </Form.Item>
  );
}
