import { Button } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import type { LinkTarget } from '../routing/resource-routes.ts';

type CreateLinkProps = LinkTarget & {
  label: string;
  testId: string;
};

/** A list page's "Create ..." action: a link to the create screen, drawn as the primary button. */
export function CreateLink({ to, params, label, testId }: CreateLinkProps) {
  return (
    <Link to={to} params={params}>
      {/* The link takes the focus; a focusable button inside it would be a second, dead tab stop. */}
      <Button type="primary" icon={<PlusOutlined />} tabIndex={-1} data-testid={testId}>
        {label}
      </Button>
    </Link>
  );
}

/**
 * A view screen's "Edit" action for those who may change the record: a link to its edit screen, drawn
 * as a plain button with the pencil (the same one-tab-stop link as CreateLink).
 */
export function EditLink({ to, params, label, testId }: CreateLinkProps) {
  return (
    <Link to={to} params={params}>
      <Button icon={<EditOutlined />} tabIndex={-1} data-testid={testId}>
        {label}
      </Button>
    </Link>
  );
}
