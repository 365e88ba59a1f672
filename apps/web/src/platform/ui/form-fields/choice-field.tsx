import type { ReactNode } from 'react';
import { Form, Radio } from 'antd';
import { useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

/** One of a few options, side by side (radio buttons). */
export function ChoiceField<V extends string | number | boolean>(
  field: FieldProps & {
    /** An option's own `testId` is put on its radio, for journeys that pick one by it. */
    options: { value: V; label: ReactNode; testId?: string }[];
    disabled?: boolean;
    /** `button`: the options as a row of joined buttons (a period, a grouping) rather than radios. */
    optionType?: 'default' | 'button';
  },
) {
  const { testId, required, schema, rules, options, disabled, optionType, ...item } = useFieldFacts(field);
  const Choice = optionType === 'button' ? Radio.Button : Radio;
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules })}>
      {options.some((o) => o.testId) ? (
        <Radio.Group data-testid={testId} disabled={disabled} optionType={optionType}>
          {options.map((o) => (
            <Choice key={String(o.value)} value={o.value} data-testid={o.testId}>
              {o.label}
            </Choice>
          ))}
        </Radio.Group>
      ) : (
        <Radio.Group data-testid={testId} options={options} disabled={disabled} optionType={optionType} />
      )}
    </Form.Item>
  );
}
