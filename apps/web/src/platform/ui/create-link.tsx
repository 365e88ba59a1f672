import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, type LinkProps } from '@tanstack/react-router';

interface CreateLinkProps {
  to: LinkProps['to'];
  label: string;
  testId: string;
}

/** A list page's "Create ..." action: a link to the create screen, drawn as the primary button. */
export function CreateLink({ to, label, testId }: CreateLinkProps) {
  return (
    <Link to={to}>
      {/* The link takes the focus; a focusable button inside it would be a second, dead tab stop. */}
      <Button type="primary" icon={<PlusOutlined />} tabIndex={-1} data-testid={testId}>
        {label}
      </Button>
    </Link>
  );
}
