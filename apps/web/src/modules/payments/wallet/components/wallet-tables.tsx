import type { ReactNode } from 'react';
import { Segmented, Space, type TableColumnsType } from 'antd';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  PAYIN_STATUSES,
  TRANSFER_STATUSES,
  type ListPage,
  type Payin,
  type Transfer,
} from '@clockroom/contracts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { DataTable, type FilterContext } from '../../../../platform/ui/data-table/data-table.tsx';
import { ListFilter } from '../../../../platform/ui/data-table/list-filter.tsx';
import type { ListParams } from '../../../../platform/ui/data-table/list-search.ts';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { EmptyState, SearchMissState } from '../../../../platform/ui/empty-state.tsx';
import { Naira } from '../../../../platform/ui/money.tsx';
import { walletScreens } from '../wallet.routes.tsx';
import { payinsQuery, transfersQuery } from '../api.ts';
import { StatusTag } from './wallet-bits.tsx';

const { paths } = walletScreens;
export type WalletList = 'transfers' | 'payins';

/** Which list shows, and its status filter: both kept in the address like the page and search. */
function Toolbar({ ctx, list }: { ctx: FilterContext; list: WalletList }) {
  const { t } = useTranslation();
  const statuses = list === 'transfers' ? TRANSFER_STATUSES : PAYIN_STATUSES;
  return (
    <Space wrap>
      <Segmented<WalletList>
        value={list}
        onChange={(v) => {
          ctx.clearFilters();
          ctx.setFilter('list', v === 'transfers' ? null : v);
        }}
        options={[
          { value: 'transfers', label: t('wallet.transfers') },
          { value: 'payins', label: t('wallet.payins') },
        ]}
        data-testid="wallet-list-switch"
      />
      <ListFilter
        {...ctx}
        name="status"
        label={t('wallet.status')}
        placeholder={t('wallet.allStatuses')}
        options={statuses.map((s) => ({ value: s, label: t(`wallet.status.${s}`) }))}
        testId="wallet-status-filter"
      />
    </Space>
  );
}

/** Each list's own words: its search box's hint and what it says empty. */
const LIST_TEXTS = {
  transfers: { search: 'wallet.searchTransfers', empty: 'wallet.emptyTransfers' },
  payins: { search: 'wallet.searchPayins', empty: 'wallet.emptyPayins' },
} as const;

/** One of the wallet's two lists: its rows, the list switch and status filter, and what it says empty. */
function WalletTable<R extends Transfer | Payin, K extends QueryKey>(p: {
  list: WalletList;
  query: (params: ListParams) => UseQueryOptions<ListPage<R>, Error, ListPage<R>, K>;
  columns: TableColumnsType<R>;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      testId={`wallet-${p.list}-table`}
      query={p.query}
      columns={p.columns}
      rowKey="id"
      searchPlaceholder={t(LIST_TEXTS[p.list].search)}
      toolbar={(ctx) => <Toolbar ctx={ctx} list={p.list} />}
      empty={<EmptyState message={t(LIST_TEXTS[p.list].empty)} />}
      emptyNarrowed={(query, clear) => (
        <SearchMissState texts="wallet" query={query} clear={clear} testId="wallet-clear-search" />
      )}
    />
  );
}

interface RecordLinkProps {
  to: LinkTarget;
  testId: string;
  status: string;
  children: ReactNode;
}

/** A row's first cell: a link to its record, with its status again for a phone, where the status column hides. */
function RecordLink({ to, testId, status, children }: RecordLinkProps) {
  return (
    <Link {...to} className="cr-wallet-person" data-testid={testId}>
      {children}
      <span className="cr-wallet-phone-only">
        <StatusTag status={status} />
      </span>
    </Link>
  );
}

/** The amount and status columns both lists show after their first, with test ids named by `row`. */
function amountStatusColumns<R extends Transfer | Payin>(t: TFunction, row: 'transfer' | 'payin') {
  const columns: TableColumnsType<R> = [
    {
      title: t('wallet.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string, r) => <Naira value={amount} testId={`wallet-${row}-amount-${r.id}`} />,
    },
    {
      title: t('wallet.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (status: string, r) => <StatusTag status={status} testId={`wallet-${row}-status-${r.id}`} />,
    },
  ];
  return columns;
}

/** Both lists end with when the money moved. */
function dateColumn<R extends Transfer | Payin>(t: TFunction): TableColumnsType<R>[number] {
  return {
    title: t('wallet.date'),
    dataIndex: 'created_at',
    responsive: ['sm'],
    render: (v: string) => <DateTimeText value={v} empty="—" />,
  };
}

export function TransfersTable() {
  const { t } = useTranslation();
  const columns: TableColumnsType<Transfer> = [
    {
      title: t('wallet.beneficiary'),
      key: 'beneficiary',
      render: (_v, row) => (
        <RecordLink to={paths.transfer(row.id)} testId={`wallet-transfer-${row.id}`} status={row.status}>
          {row.account_name}
          <span className="cr-wallet-sub">
            {row.account_number} · {row.bank_name ?? row.bank_code}
          </span>
        </RecordLink>
      ),
    },
    ...amountStatusColumns<Transfer>(t, 'transfer'),
    { title: t('wallet.line'), dataIndex: 'line_id', responsive: ['md'] },
    { title: t('wallet.narration'), dataIndex: 'narration', responsive: ['lg'] },
    dateColumn<Transfer>(t),
  ];
  return <WalletTable list="transfers" query={transfersQuery} columns={columns} />;
}

export function PayinsTable() {
  const { t } = useTranslation();
  const columns: TableColumnsType<Payin> = [
    {
      title: t('wallet.reference'),
      dataIndex: 'reference',
      render: (reference: string, row) => (
        <RecordLink to={paths.payin(row.id)} testId={`wallet-payin-${row.id}`} status={row.status}>
          <span style={{ overflowWrap: 'anywhere' }}>{reference}</span>
          {row.created_by ? <span className="cr-wallet-sub">{row.created_by}</span> : null}
        </RecordLink>
      ),
    },
    ...amountStatusColumns<Payin>(t, 'payin'),
    dateColumn<Payin>(t),
  ];
  return <WalletTable list="payins" query={payinsQuery} columns={columns} />;
}
