import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ConfirmDelete } from '../confirm-delete.tsx';

interface BulkDeleteProps {
  /** i18n keys of the confirmation's title and text. */
  title: string;
  text: string;
  /** The button's words, already translated (some lists count the rows in them). */
  label: string;
  testId: string;
  /** Deletes the selected rows (and clears the selection once they are gone). */
  run: () => Promise<unknown>;
}

/**
 * A list's "Delete selected" in its bulk bar, deleting only once the user confirms. A failed delete
 * has already been shown by the mutation's error notice, so the dialog just closes.
 */
export function BulkDelete({ title, text, label, testId, run }: BulkDeleteProps) {
  return (
    <ConfirmDelete title={title} text={text} onConfirm={() => run().catch(() => undefined)}>
      <Button danger icon={<DeleteOutlined />} data-testid={testId}>
        {label}
      </Button>
    </ConfirmDelete>
  );
}
