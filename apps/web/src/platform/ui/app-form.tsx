import { Form, type FormProps } from 'antd';
import { SCROLL_TO_FIRST_ERROR } from './scroll-to-error.ts';

/** antd Form with the product's defaults: vertical labels, scroll to the first error, Enter submits. */
export function AppForm<Values extends object>(props: FormProps<Values>) {
  return <Form<Values> layout="vertical" requiredMark={false} scrollToFirstError={SCROLL_TO_FIRST_ERROR} {...props} />;
}
