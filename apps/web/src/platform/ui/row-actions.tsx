import { Button, Flex, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import type { LinkTarget } from '../routing/resource-routes.ts';
import { ConfirmDelete } from './confirm-delete.tsx';

export interface RowActionsProps {
  /** Prefix of the buttons' test ids: `${testId}-edit-${id}`, `${testId}-delete-${id}`. */
  testId: string;
  id: number;
  /** The row's name, read out after the action's label ("Edit Lagos HQ"). */
  name: string;
  /** The edit screen's link (a resource's `paths.edit(id)`) and the button's label. */
  edit?: (LinkTarget & { label: string }) | null;
  remove?: {
    label: string;
    title: string;
    /** i18n key of the confirmation text. */
    text: string;
    onConfirm: () => Promise<unknown>;
    disabled?: boolean;
  } | null;
}

/** The edit and delete icons at the end of a list row, each shown only when the user may use it. */
export function RowActions({ testId, id, name, edit, remove }: RowActionsProps) {
  return (
    <Flex gap={4}>
      {edit ? (
        <Tooltip title={edit.label}>
          <Link to={edit.to} params={edit.params} aria-label={`${edit.label} ${name}`}>
            <Button type="text" icon={<EditOutlined />} tabIndex={-1} data-testid={`${testId}-edit-${id}`} />
          </Link>
        </Tooltip>
      ) : null}
      {remove ? (
        <ConfirmDelete title={remove.title} text={remove.text} onConfirm={remove.onConfirm}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${remove.label} ${name}`}
            disabled={remove.disabled}
            data-testid={`${testId}-delete-${id}`}
          />
        </ConfirmDelete>
      ) : null}
    </Flex>
  );
}
