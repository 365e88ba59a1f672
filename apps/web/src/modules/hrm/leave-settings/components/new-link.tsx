import { Link } from '@tanstack/react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/**
 * A list's "+ New …" link drawn as the primary button. The screens' addresses are built per module
 * (plain strings the router does not type), so platform's CreateLink, typed to literal paths, cannot
 * take them; the link takes the focus, not the button.
 */
export function NewLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Link to={to}>
      <Button type="primary" icon={<PlusOutlined />} tabIndex={-1} data-testid={testId}>
        {label}
      </Button>
    </Link>
  );
}
