import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { BenefitDeduction } from '@clockroom/contracts';
import { Naira } from '../../../../platform/ui/money.tsx';
import { KindTag } from './bits.tsx';

/**
 * The type, kind and amount columns the records list and the approvals inbox both show between the
 * employee and the months, so the two tables keep the same headings and breakpoints.
 */
export const typeKindAmountColumns = (t: TFunction): TableColumnsType<BenefitDeduction> => [
  { title: t('benefitDeduction.type'), dataIndex: 'type_name', responsive: ['sm'] },
  {
    title: t('benefitDeduction.kind'),
    dataIndex: 'kind',
    responsive: ['md'],
    render: (kind: BenefitDeduction['kind']) => <KindTag kind={kind} />,
  },
  {
    title: t('benefitDeduction.amountColumn'),
    dataIndex: 'amount',
    align: 'right',
    responsive: ['sm'],
    render: (amount: string) => <Naira value={amount} />,
  },
];
