import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';

export interface IconActionProps {
  /** What the action does; its tooltip and accessible name. */
  label: string;
  icon: ReactNode;
  testId: string;
  danger?: boolean;
  onClick?: () => void;
  /** Ask first: the action runs only when the user confirms in the popover. */
  confirm?: {
    title: ReactNode;
    text: ReactNode;
    okText: string;
    cancelText: string;
    onConfirm: () => unknown;
  };
}

/**
 * An icon-only row action (view, edit, archive, restore...), labelled for screen readers and hover,
 * optionally behind a confirmation popover whose OK button takes the action's danger colour.
 */
export function IconAction({ label, icon, testId, danger, onClick, confirm }: IconActionProps) {
  const button = (
    <Button
      title={label}
      type="text"
      danger={danger}
      icon={icon}
      aria-label={label}
      data-testid={testId}
      onClick={confirm ? undefined : onClick}
    />
  );
  if (!confirm) return button;
  return (
    <Popconfirm
      placement="bottomRight"
      title={confirm.title}
      description={confirm.text}
      okText={confirm.okText}
      okButtonProps={{ danger: true }}
      cancelText={confirm.cancelText}
      onConfirm={confirm.onConfirm}
    >
      {button}
    </Popconfirm>
  );
}
