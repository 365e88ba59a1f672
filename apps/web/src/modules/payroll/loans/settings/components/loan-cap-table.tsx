import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoanCapRow } from '@clockroom/contracts';
import { FilteredInput } from '../../../../../platform/ui/filtered-input.tsx';

/** What the form shows for a stored cap: "750000.00" reads 750000, kobo kept. */
export const capField = (amount: string | null) => (amount ?? '').replace(/\.00$/, '');

interface LoanCapTableProps {
  rows: LoanCapRow[];
  loading: boolean;
  /** The amounts typed so far, by model id; a row not in it shows its stored cap. */
  drafts: ReadonlyMap<number, string>;
  onChange: (modelId: number, value: string) => void;
  editable: boolean;
  empty: string;
}

/** Every branch (or grade) with an editable cap; an empty cap is no limit. */
export function LoanCapTable({ rows, loading, drafts, onChange, editable, empty }: LoanCapTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<LoanCapRow> = [
    { title: t(rows[0]?.model_type === 'grade' ? 'loanCap.grade' : 'loanCap.branch'), dataIndex: 'name' },
    {
      title: t('loanCap.amount'),
      key: 'amount',
      width: 220,
      render: (_v, row) => (
        <FilteredInput
          filter="decimal"
          maxLength={15}
          className="cr-loan-cap-amount"
          placeholder={t('loanCap.noCap')}
          aria-label={`${t('loanCap.amount')} ${row.name}`}
          disabled={!editable}
          value={drafts.get(row.model_id) ?? capField(row.amount)}
          onChange={(value) => onChange(row.model_id, value)}
          data-testid={`loan-cap-amount-${row.model_id}`}
        />
      ),
    },
  ];
  return (
    <Table
      size="middle"
      rowKey="model_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: empty }}
      data-testid="loan-cap-table"
    />
  );
}
