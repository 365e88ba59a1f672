import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryUpload } from '@clockroom/contracts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { monthText, nairaText } from './naira-text.ts';

type Month = HistoryUpload['months'][number];

/** The months an upload filled: employees, gross pay, PAYE and net pay of each. */
export function HistoryMonths({ months }: { months: HistoryUpload['months'] }) {
  const { t, i18n } = useTranslation();
  if (months.length === 0) return <EmptyState message={t('history.noMonths')} />;
  const money = (v: string) => <span className="cr-money">{nairaText(v, i18n.language)}</span>;
  return (
    <Table<Month>
      size="small"
      rowKey={(m) => `${m.year}-${m.month}`}
      dataSource={months}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="history-months"
      columns={[
        {
          title: t('history.month'),
          key: 'month',
          render: (_v, m) => monthText(i18n.language, m.year, m.month),
        },
        { title: t('history.employees'), dataIndex: 'employees', align: 'right' },
        { title: t('history.grossPay'), dataIndex: 'gross_pay', align: 'right', render: money },
        { title: t('history.paye'), dataIndex: 'paye', align: 'right', render: money },
        { title: t('history.netPay'), dataIndex: 'net_pay', align: 'right', render: money },
      ]}
    />
  );
}
