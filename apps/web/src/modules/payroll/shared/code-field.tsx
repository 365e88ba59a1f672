import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../../platform/ui/form-fields/field.ts';
import { useFieldFacts } from '../../../platform/ui/form-fields/field-facts.ts';
import { requiredRule } from '../../../platform/ui/form-rules.ts';

interface CodeFieldProps extends Omit<FieldProps, 'required' | 'schema' | 'name'> {
  /** The message keys: left empty, and not starting with a letter. */
  messages: { required: string; invalid: string };
  maxLength: number;
  disabled?: boolean;
}

/**
 * A payroll code (a pay breakdown item's, a company remittance's): formulas, schedule lines and the
 * remittance reports name the record by it, so it is typed as the server keeps it, capitals, digits
 * and underscores, beginning with a letter.
 */
export function CodeField({ messages, maxLength, disabled, ...field }: CodeFieldProps) {
  const { t } = useTranslation();
  const { testId, rules = [], schema: _none, ...item } = useFieldFacts({ ...field, name: 'code' });
  return (
    <Form.Item
      {...item}
      normalize={(v: string) => v.toUpperCase().replace(/[^A-Z0-9_]/g, '')}
      rules={[
        requiredRule(messages.required, t),
        { pattern: /^[A-Z]/, message: t(messages.invalid) },
        ...rules,
      ]}
    >
      <Input maxLength={maxLength} autoComplete="off" disabled={disabled} data-testid={testId} />
    </Form.Item>
  );
}
