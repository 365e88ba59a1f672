import { lazy, useCallback, useState } from 'react';
import { Button, type TableColumnType, type TableColumnsType } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { LeaveDetail, LeaveRow } from '@clockroom/contracts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { OnceOpened } from '../../../../platform/ui/once-opened.tsx';
import type { RecordDrawerProps } from '../../../../platform/ui/record-drawer.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { NarrowedEmpty } from './narrowed-empty.tsx';

/** The side panel, downloaded the first time a list opens one (ARCHITECTURE §6 route budgets). */
export const LazyLeaveDrawer = lazy(() =>
  import('./leave-drawer.tsx').then((m) => ({ default: m.LeaveDrawer })),
);

/** A leave list's side panel: nothing until a request is first viewed. */
export function LeaveViewer(props: RecordDrawerProps<LeaveDetail>) {
  return (
    <OnceOpened open={props.id !== null}>
      <LazyLeaveDrawer {...props} />
    </OnceOpened>
  );
}

/** A leave list's side panel: which request it shows, and the panel with the list's buttons. */
export function useLeaveViewer() {
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const panel = (footer: RecordDrawerProps<LeaveDetail>['footer']) => (
    <LeaveViewer id={viewing} onClose={close} footer={footer} />
  );
  return { view: setViewing, close, panel };
}

/** What a list says when its search or filters leave no request, naming the type filtered on. */
export const narrowedEmpty =
  (typeNames: readonly { id: number; leave_name: string }[]) => (search: string, clear: () => void) => (
    <NarrowedEmpty search={search} clear={clear} typeNames={typeNames} />
  );

/** The side panel's Edit button. */
export function LeaveDetailEdit({ t, onEdit }: { t: TFunction; onEdit: () => void }) {
  return (
    <Button icon={<EditOutlined />} onClick={onEdit} data-testid="leave-detail-edit">
      {t('leave.edit')}
    </Button>
  );
}

/**
 * The id, employee and leave type columns the company's lists start with (All Leaves and the approvals
 * inbox), each list at its own widths.
 */
export const leaveWhoColumns = (
  t: TFunction,
  widths: { id: number; employee: number; type: number },
): TableColumnsType<LeaveRow> => [
  { title: t('leave.id'), dataIndex: 'id', width: widths.id },
  {
    title: t('leave.employee'),
    dataIndex: 'employee_name',
    width: widths.employee,
    ellipsis: true,
    render: (name: string) => <span data-testid="leave-employee-name">{name}</span>,
  },
  { title: t('leave.leaveType'), dataIndex: 'leave_type_name', width: widths.type, ellipsis: true },
];

/** The start and end dates, as every leave table shows them. */
export const leaveDateColumns = (t: TFunction): TableColumnsType<LeaveRow> => [
  { title: t('leave.startDate'), dataIndex: 'start_date', render: (v: string) => <DateText value={v} /> },
  { title: t('leave.endDate'), dataIndex: 'end_date', render: (v: string) => <DateText value={v} /> },
];

/** The relief officer, "None" in grey when there is none; `shape` says when and how wide it shows. */
export const reliefColumn = (t: TFunction, shape: TableColumnType<LeaveRow>): TableColumnType<LeaveRow> => ({
  title: t('leave.relief'),
  dataIndex: 'relief',
  ...shape,
  render: (v: string | null) => v ?? <span className="cr-muted">{t('leave.none')}</span>,
});

interface ActionsColumnOptions {
  onView: (id: number) => void;
  /** Edit is offered on a pending request when this allows it. */
  canEdit: boolean;
  onEdit: (id: number) => void;
  /** The list's own actions after View and Edit (delete, cancel). */
  more: (row: LeaveRow) => RowAction[];
}

/** A leave list's actions column, kept in view: View, Edit while pending, then the list's own. */
export const leaveActionsColumn = (t: TFunction, o: ActionsColumnOptions): TableColumnType<LeaveRow> => ({
  title: t('leave.actions'),
  key: 'actions',
  fixed: 'right',
  render: (_v, row: LeaveRow) => {
    const actions: RowAction[] = [
      {
        key: 'view',
        label: t('leave.view'),
        icon: <EyeOutlined />,
        testId: `leave-view-${row.id}`,
        onClick: () => o.onView(row.id),
      },
    ];
    if (row.status === 'pending' && o.canEdit)
      actions.push({
        key: 'edit',
        label: t('leave.edit'),
        icon: <EditOutlined />,
        testId: `leave-edit-${row.id}`,
        onClick: () => o.onEdit(row.id),
      });
    actions.push(...o.more(row));
    return (
      <ResponsiveRowActions
        actions={actions}
        label={t('leave.actionsFor', { id: row.id })}
        menuTestId={`leave-actions-${row.id}`}
      />
    );
  },
});
