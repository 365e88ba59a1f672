import type { ReactNode } from 'react';
import { Form, type FormProps } from 'antd';
import { SCROLL_TO_FIRST_ERROR } from './scroll-to-error.ts';
import { FieldFactsProvider, type FieldFacts } from './form-fields/field-facts.ts';

export type AppFormProps<Values> = Omit<FormProps<Values>, 'children'> & {
  children?: ReactNode;
  /** What every field of the form shares: the contract's shape, the label and test-id stems. */
  facts?: FieldFacts;
};

/**
 * antd Form with the product's defaults: vertical labels, scroll to the first error, Enter submits; and
 * the fields' shared facts (form-fields/field-facts.ts).
 */
export function AppForm<Values extends object>({ children, facts, ...props }: AppFormProps<Values>) {
  return (
    <Form<Values>
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      {...props}
    >
      <FieldFactsProvider facts={facts}>{children}</FieldFactsProvider>
    </Form>
  );
}
