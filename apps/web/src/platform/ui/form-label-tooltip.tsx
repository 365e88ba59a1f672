import { cloneElement, isValidElement, type ReactNode } from 'react';

interface FormLabelTooltipProps {
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * Stands in for antd's Tooltip inside Form.Item labels in production builds (see vite.config.ts):
 * our forms put help in `extra`, never in a label tooltip, and the real Tooltip would add its whole
 * popup engine to /login. A text tooltip still shows, as the browser's native title.
 * It is a default export because it replaces antd's default-exported module.
 */
export default function FormLabelTooltip({ title, children }: FormLabelTooltipProps) {
  if (typeof title === 'string' && isValidElement<{ title?: string }>(children)) {
    return cloneElement(children, { title });
  }
  return <>{children}</>;
}
