import { useNavigate } from '@tanstack/react-router';
import { DeleteOutlined, EditOutlined, EyeOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES, hasPermission, type WorkShiftRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { shiftScreens } from '../shifts.routes.tsx';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';

/** Details, assign, edit and delete of a shift row, as the user's permissions allow. */
export function ShiftRowActions({ shift, onDelete }: { shift: WorkShiftRow; onDelete: () => unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const go = (link: LinkTarget) => () => void navigate(link);
  const actions: RowAction[] = [
    {
      key: 'view',
      label: `${t('words.details')} ${shift.name}`,
      icon: <EyeOutlined />,
      testId: `shift-view-${shift.id}`,
      onClick: go(shiftScreens.paths.details(shift.id)),
    },
  ];
  if (hasPermission(user, 'edit shift')) {
    actions.push(
      {
        key: 'assign',
        label: `${t('shifts.assign')}: ${shift.name}`,
        icon: <UserAddOutlined />,
        testId: `shift-assign-${shift.id}`,
        onClick: go(shiftScreens.paths.assign(shift.id)),
      },
      {
        key: 'edit',
        label: `${t('words.edit')} ${shift.name}`,
        icon: <EditOutlined />,
        testId: `shift-edit-${shift.id}`,
        onClick: go(shiftScreens.paths.edit(shift.id)),
      },
    );
  }
  if (hasPermission(user, 'delete shift')) {
    actions.push({
      key: 'delete',
      label: `${t('words.delete')} ${shift.name}`,
      icon: <DeleteOutlined />,
      testId: `shift-delete-${shift.id}`,
      danger: true,
      confirm: {
        title: t('shifts.deleteTitle'),
        text: t('shifts.deleteText'),
        okText: t(MESSAGES.confirmDeleteButton),
        cancelText: t('words.cancel'),
        onConfirm: onDelete,
      },
    });
  }
  return (
    <ResponsiveRowActions
      actions={actions}
      label={`${t('words.actions')}: ${shift.name}`}
      menuTestId={`shift-menu-${shift.id}`}
    />
  );
}
