import { Button, Popconfirm, type TableColumnType, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EmployeeListRow } from '@clockroom/contracts';
import { useMediaQuery } from '../../../../platform/hooks/use-media-query.ts';
import {
  ROW_ACTIONS_COLLAPSE_BELOW,
  ResponsiveRowActions,
  type RowAction,
} from '../../../../platform/ui/responsive-row-actions.tsx';
import { EmployeeCell } from './employee-cell.tsx';

/** Who the row is: the employee (picture, name, email), their pin and branch. */
export const employeeLeadColumns = (t: TFunction): TableColumnsType<EmployeeListRow> => [
  { title: t('employees.colEmployee'), key: 'name', render: (_v, r) => <EmployeeCell row={r} /> },
  { title: t('employees.colPin'), dataIndex: 'pin', render: (v: string | null) => v ?? '' },
  { title: t('employees.colBranch'), dataIndex: 'branch', responsive: ['md'] },
];

/**
 * The row actions column, kept in view while the rest of a wide row scrolls sideways; on a phone it
 * is one menu button wide (ResponsiveRowActions), its heading read by screen readers only.
 */
export function useEmployeeActionsColumn(
  actions: (row: EmployeeListRow) => RowAction[],
  /** The menu's test id before `-actions-<id>` (`employee`, `archive`). */
  testIdPrefix: string,
): TableColumnType<EmployeeListRow> {
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${ROW_ACTIONS_COLLAPSE_BELOW - 1}px)`);
  return {
    title: narrow ? (
      <span className="cr-visually-hidden">{t('employees.colActions')}</span>
    ) : (
      t('employees.colActions')
    ),
    width: narrow ? 48 : undefined,
    key: 'actions',
    fixed: 'right',
    render: (_v, r) => (
      <ResponsiveRowActions
        actions={actions(r)}
        label={t('employees.actionsFor', { name: r.name })}
        menuTestId={`${testIdPrefix}-actions-${r.id}`}
      />
    ),
  };
}

interface BulkConfirmProps {
  title: string;
  description: string;
  okText: string;
  onConfirm: () => Promise<unknown>;
  testId: string;
  disabled: boolean;
  label: string;
}

/** A bulk action that asks first (archive, delete permanently): a small red button and its confirm. */
export function BulkConfirm({
  title,
  description,
  okText,
  onConfirm,
  testId,
  disabled,
  label,
}: BulkConfirmProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      placement="bottomRight"
      title={title}
      description={description}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={t('employees.cancel')}
      onConfirm={onConfirm}
    >
      <Button size="small" danger data-testid={testId} disabled={disabled}>
        {label}
      </Button>
    </Popconfirm>
  );
}
