import type { ReactNode } from 'react';
import { Form, type FormProps } from 'antd';
import { SCROLL_TO_FIRST_ERROR } from './scroll-to-error.ts';

type AppFormProps<Values> = Omit<FormProps<Values>, 'children'> & { children?: ReactNode };

/** antd Form with the product's defaults: vertical labels, scroll to the first error, Enter submits. */
export function AppForm<Values extends object>({ children, ...props }: AppFormProps<Values>) {
  return (
    <Form<Values>
      layout="vertical"
      requiredMark={false}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      {...props}
    >
      {children}
    </Form>
  );
}
