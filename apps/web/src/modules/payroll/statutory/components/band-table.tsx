import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaxBandView } from '@clockroom/contracts';
import { useFigureText } from '../../packages/money-text.ts';

type Band = Pick<TaxBandView, 'from' | 'up_to' | 'rate'>;

/**
 * A version's annual bands as a table, on its view and in its worked example alike: where each band
 * starts, its upper limit (the last taxes the rest) and its rate, then the caller's own columns (the
 * example's taxed amount and tax).
 */
export function BandTable<R extends Band>({
  bands,
  more = [],
  testId,
}: {
  bands: R[];
  more?: TableColumnsType<R>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const naira = (text: string) => <span className="cr-money">{figures.naira(text)}</span>;
  return (
    <Table<R>
      size="small"
      pagination={false}
      rowKey="from"
      scroll={{ x: 'max-content' }}
      dataSource={bands}
      data-testid={testId}
      columns={[
        { title: t('statutory.bandFrom'), dataIndex: 'from', render: naira },
        {
          title: t('statutory.bandUpTo'),
          dataIndex: 'up_to',
          render: (v: string | null) => (v === null ? t('statutory.bandRest') : naira(v)),
        },
        { title: t('statutory.bandRate'), dataIndex: 'rate', render: figures.decimal },
        ...more,
      ]}
    />
  );
}
