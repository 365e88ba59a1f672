import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ConfirmDelete } from '../../../../../platform/ui/confirm-delete.tsx';

/**
 * A role tab's small remove button (a member, a permission, or those selected), asking first with the
 * tab's title and the name or count removed; the answer is "Remove".
 */
export function RemoveButton(p: {
  title: string;
  text: string;
  onConfirm: () => unknown;
  label: string;
  testId: string;
  icon?: ReactNode;
}) {
  return (
    <ConfirmDelete title={p.title} text={p.text} okText="roles.remove" onConfirm={p.onConfirm}>
      <Button size="small" danger icon={p.icon} data-testid={p.testId}>
        {p.label}
      </Button>
    </ConfirmDelete>
  );
}
