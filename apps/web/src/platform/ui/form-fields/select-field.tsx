import { Form, Select, type SelectProps } from 'antd';
import { splitField, useRules, type FieldProps } from './field.ts';
import { useFieldFacts } from './field-facts.ts';

/** The Select's own props a field may give (`onChange`: told the value chosen, besides the form). */
const SELECT_KEYS = [
  'options',
  'loading',
  'placeholder',
  'allowClear',
  'mode',
  'disabled',
  'maxTagCount',
  'notFoundContent',
  'onChange',
] as const;

type SelectControl = Pick<SelectProps, (typeof SELECT_KEYS)[number]> & {
  /** Lets one type to narrow the list by the options' labels (a long list: branches, people). */
  search?: boolean;
  /** The options as the API gives them (a useQuery's result): none and spinning until they come. */
  query?: OptionsQuery;
};

type OptionsQuery = { data?: SelectProps['options']; isPending: boolean };

/** A query's options as the Select's props: the list once loaded (none before), spinning while pending. */
export function optionsOf(query: OptionsQuery | undefined): Pick<SelectProps, 'options' | 'loading'> {
  return query ? { options: query.data ?? [], loading: query.isPending } : {};
}

/** One of a list, or several with `mode="multiple"`, in a dropdown. */
export function SelectField(field: FieldProps & SelectControl) {
  const { testId, required, schema, rules, search, query, ...props } = useFieldFacts(field);
  const [select, item] = splitField(props, SELECT_KEYS);
  return (
    <Form.Item {...item} rules={useRules({ required, schema, rules }, { text: false })}>
      <Select
        {...optionsOf(query)}
        {...select}
        showSearch={search ? { optionFilterProp: 'label' } : undefined}
        data-testid={testId}
      />
    </Form.Item>
  );
}
