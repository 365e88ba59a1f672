import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

interface LinkButtonProps {
  to: string;
  label: string;
  testId: string;
  icon?: ReactNode;
  primary?: boolean;
}

/**
 * A link drawn as a button (+ New Leave, Apply for leave, Settings). The leave addresses are built per
 * view (plain strings), which platform's CreateLink, typed to literal paths, cannot take; the link
 * takes the focus, not the button.
 */
export function LinkButton({ to, label, testId, icon = <PlusOutlined />, primary = true }: LinkButtonProps) {
  return (
    <Link to={to}>
      <Button type={primary ? 'primary' : 'default'} icon={icon} tabIndex={-1} data-testid={testId}>
        {label}
      </Button>
    </Link>
  );
}
