import { Form, Select, type FormItemProps, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useFieldFacts } from '../../../../platform/ui/form-fields/field-facts.ts';
import type { branchChoices } from '../api.ts';

type ChoiceSelectProps = Omit<SelectProps, 'options' | 'loading'> & {
  /** Any of the option-list queries (they share one shape). */
  query: ReturnType<typeof branchChoices>;
  testId?: string;
};

/** A searchable, clearable select fed by one of the option lists; usable as a Form.Item control. */
export function ChoiceSelect({ query, testId, ...rest }: ChoiceSelectProps) {
  const { t } = useTranslation();
  const list = useQuery(query);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('employees.select')}
      loading={list.isFetching}
      options={list.data ?? []}
      data-testid={testId}
      {...rest}
    />
  );
}

type OptionSelectFieldProps = Omit<FormItemProps, 'children' | 'label'> & {
  options: SelectProps['options'];
  /** Left out, the form's facts give the label and test id (form-fields/field-facts.ts). */
  label?: ReactNode;
  testId?: string;
};

/** A Form.Item with a clearable select of fixed options (gender, marital status, exit reason). */
export function OptionSelectField(field: OptionSelectFieldProps) {
  const { t } = useTranslation();
  // The options are the form's own words for stored values; there is no contract schema to check.
  const { options, testId, schema: _none, ...item } = useFieldFacts(field);
  return (
    <Form.Item {...item}>
      <Select allowClear placeholder={t('employees.select')} options={options} data-testid={testId} />
    </Form.Item>
  );
}
