import { useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import type { LinkTarget } from '../../../routing/resource-routes.ts';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@clockroom/contracts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import {
  ROW_ACTIONS_COLLAPSE_BELOW,
  ResponsiveRowActions,
  type RowAction,
} from '../../../ui/responsive-row-actions.tsx';

/** The actions column's width: three icons, or one menu button on narrow screens. */
export function useActionsWidth(): number {
  return useMediaQuery(`(max-width: ${ROW_ACTIONS_COLLAPSE_BELOW - 1}px)`) ? 56 : 140;
}

/**
 * View, edit and delete of a leave settings row (spec 2 §2), folded into one menu on narrow screens so
 * the row's name stays readable at 390 px. The delete asks with the screen's title and text.
 */
interface ListRowActionsProps {
  testId: string;
  id: number;
  name: string;
  onView: () => void;
  /** The edit screen's link; none when the user may not edit. */
  editTo?: LinkTarget;
  remove?: { title: string; text: string; onConfirm: () => unknown };
}

export function ListRowActions({ testId, id, name, onView, editTo, remove }: ListRowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions: RowAction[] = [
    {
      key: 'view',
      label: `${t('words.view')} ${name}`,
      icon: <EyeOutlined />,
      testId: `${testId}-view-${id}`,
      onClick: onView,
    },
  ];
  if (editTo) {
    actions.push({
      key: 'edit',
      label: `${t('words.edit')} ${name}`,
      icon: <EditOutlined />,
      testId: `${testId}-edit-${id}`,
      onClick: () => void navigate(editTo),
    });
  }
  if (remove) {
    actions.push({
      key: 'delete',
      label: `${t('words.delete')} ${name}`,
      icon: <DeleteOutlined />,
      testId: `${testId}-delete-${id}`,
      danger: true,
      confirm: {
        title: t(remove.title),
        text: t(remove.text),
        okText: t(MESSAGES.confirmDeleteButton),
        cancelText: t('common.cancel'),
        onConfirm: remove.onConfirm,
      },
    });
  }
  return (
    <ResponsiveRowActions
      actions={actions}
      label={`${t('words.actions')}: ${name}`}
      menuTestId={`${testId}-menu-${id}`}
    />
  );
}

/** The list's fixed-right actions column: each row's ListRowActions, as wide as they need on this screen. */
export function useListActionsColumn<R>(of: (row: R) => ListRowActionsProps): TableColumnsType<R>[number] {
  const { t } = useTranslation();
  const width = useActionsWidth();
  return {
    title: t('words.actions'),
    key: 'actions',
    fixed: 'right',
    width,
    render: (_v, row) => <ListRowActions {...of(row)} />,
  };
}
