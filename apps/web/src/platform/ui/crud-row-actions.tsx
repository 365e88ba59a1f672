import type { ReactNode } from 'react';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { RowAction } from './responsive-row-actions.tsx';

export interface CrudRowActionsOptions {
  /** Opens the record; no view action without it. */
  view?: () => void;
  /** Opens its form; left out when the user may not edit this row. */
  edit?: () => void;
  /** Deletes after the user confirms; left out when the row cannot or may not be deleted. */
  remove?: { title: ReactNode; text: ReactNode; run: () => Promise<unknown>; okText?: string };
  /** Actions of the screen's own, after edit and before delete (archive, assign...). */
  more?: RowAction[];
}

/**
 * A settings or records list's usual row actions, view, edit and delete with its confirmation, in
 * that order, with the common words and test ids `<prefix>-view-<id>`, `-edit-` and `-delete-`. A
 * refused delete is left to the mutation's own error notice.
 */
export function crudRowActions(
  t: TFunction,
  prefix: string,
  id: number | string,
  { view, edit, remove, more = [] }: CrudRowActionsOptions,
): RowAction[] {
  const actions: RowAction[] = [];
  if (view) {
    actions.push({
      key: 'view',
      label: t('words.view'),
      icon: <EyeOutlined />,
      testId: `${prefix}-view-${id}`,
      onClick: view,
    });
  }
  if (edit) {
    actions.push({
      key: 'edit',
      label: t('words.edit'),
      icon: <EditOutlined />,
      testId: `${prefix}-edit-${id}`,
      onClick: edit,
    });
  }
  actions.push(...more);
  if (remove) {
    actions.push({
      key: 'delete',
      label: t('words.delete'),
      icon: <DeleteOutlined />,
      testId: `${prefix}-delete-${id}`,
      danger: true,
      confirm: {
        title: remove.title,
        text: remove.text,
        okText: remove.okText ?? t('words.delete'),
        cancelText: t('common.cancel'),
        onConfirm: () => remove.run().catch(() => undefined),
      },
    });
  }
  return actions;
}
