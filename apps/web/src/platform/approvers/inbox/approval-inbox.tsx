import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@clockroom/contracts';
import { DataTable, type FilterContext } from '../../ui/data-table/data-table.tsx';
import type { ListParams } from '../../ui/data-table/list-search.ts';
import { Panel } from '../../ui/panel.tsx';
import { ResponsiveRowActions, type RowAction } from '../../ui/responsive-row-actions.tsx';
import type { ApprovalDecisions } from './use-approval-decisions.tsx';

export interface ApprovalInboxProps<T extends { id: number }, K extends QueryKey> {
  /** From useApprovalDecisions, so a detail drawer beside the inbox decides the same way. */
  decisions: ApprovalDecisions;
  /** The module's words and control names, as given to useApprovalDecisions. */
  words: string;
  testIdPrefix: string;
  /** What waits on the signed-in approver (the module's inbox call). */
  query: (params: ListParams) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** The module's columns; the inbox adds the actions column. */
  columns: TableColumnsType<T>;
  testId: string;
  searchPlaceholder: string;
  toolbar?: (ctx: FilterContext) => ReactNode;
  empty: ReactNode;
  /** Opens a row's detail; without it rows have no view action. */
  onView?: (id: number) => void;
  /**
   * For a list that holds more than what waits on the viewer (overtime's): which rows they may
   * decide. Others get no decision actions; a bulk decision still answers each id (ADR 31).
   */
  decidable?: (row: T) => boolean;
  /** The least rows selected that show the bulk actions: 1 by default, 2 where the spec says "more than one". */
  bulkFrom?: number;
  /** Shown when a search or filter leaves no rows (DataTable's emptyNarrowed). */
  emptyNarrowed?: (search: string, clear: () => void) => ReactNode;
  /** The module's own class on the inbox's panel (claims draw the table without its own border). */
  panelClassName?: string;
}

/**
 * The one approvals inbox (ADR 31): the module's rows waiting on the approver with its filters, each
 * row approved or rejected on its own or selected for a bulk approve or reject, a rejection asking
 * why, and what the server answered: its message, or each refused id's reason.
 */
export function ApprovalInbox<T extends { id: number }, K extends QueryKey>(p: ApprovalInboxProps<T, K>) {
  const { t } = useTranslation();
  const { decisions: d, words, testIdPrefix } = p;
  const view = p.onView;
  const bulkFrom = p.bulkFrom ?? 1;
  const actions: TableColumnsType<T>[number] = {
    title: t(`${words}.actions`),
    key: 'actions',
    fixed: 'right',
    render: (_v, row) => {
      const decisions = !p.decidable || p.decidable(row) ? d.rowActions(row.id) : [];
      const list: RowAction[] = view
        ? [
            {
              key: 'view',
              label: t(`${words}.view`),
              icon: <EyeOutlined />,
              testId: `${testIdPrefix}-view-${row.id}`,
              onClick: () => view(row.id),
            },
            ...decisions,
          ]
        : decisions;
      return (
        <ResponsiveRowActions
          actions={list}
          label={t(`${words}.actionsFor`, { id: row.id })}
          menuTestId={`${testIdPrefix}-actions-${row.id}`}
        />
      );
    },
  };
  return (
    <>
      {d.refusedAlert}
      <Panel className={p.panelClassName}>
        <DataTable
          testId={p.testId}
          query={p.query}
          columns={[...p.columns, actions]}
          rowKey="id"
          searchPlaceholder={p.searchPlaceholder}
          toolbar={p.toolbar}
          bulkActions={(keys, clear) =>
            keys.length < bulkFrom ? null : (
              <Flex gap={8} wrap>
                <Popconfirm
                  title={t(`${words}.approveTitle`, { count: keys.length })}
                  description={t(`${words}.approveText`)}
                  okText={t(`${words}.approve`)}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    d.act('approve', keys.map(Number)).then((ok) => {
                      if (ok) clear();
                    })
                  }
                >
                  <Button
                    type="primary"
                    icon={<CheckOutlined />}
                    data-testid={`${testIdPrefix}-bulk-approve`}
                  >
                    {t(`${words}.approveSelected`)}
                  </Button>
                </Popconfirm>
                <Button
                  danger
                  icon={<CloseOutlined />}
                  data-testid={`${testIdPrefix}-bulk-reject`}
                  onClick={() => d.askReason(keys.map(Number), clear)}
                >
                  {t(`${words}.rejectSelected`)}
                </Button>
              </Flex>
            )
          }
          empty={p.empty}
          emptyNarrowed={p.emptyNarrowed}
        />
      </Panel>
      {d.rejectDialog}
    </>
  );
}

/** A detail drawer's footer for an item waiting on the viewer: reject (asks why) and approve. */
export function DecisionFooter({
  decisions: d,
  words,
  testIdPrefix,
  id,
  className,
  onDone,
}: {
  decisions: ApprovalDecisions;
  words: string;
  testIdPrefix: string;
  id: number;
  className?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Button
        danger
        icon={<CloseOutlined />}
        data-testid={`${testIdPrefix}-detail-reject`}
        onClick={() => d.askReason([id], onDone)}
      >
        {t(`${words}.reject`)}
      </Button>
      <Button
        type="primary"
        icon={<CheckOutlined />}
        loading={d.pending}
        data-testid={`${testIdPrefix}-detail-approve`}
        onClick={() => void d.act('approve', [id]).then((ok) => ok && onDone())}
      >
        {t(`${words}.approve`)}
      </Button>
    </div>
  );
}
