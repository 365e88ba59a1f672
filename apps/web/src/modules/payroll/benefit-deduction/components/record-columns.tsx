import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { BenefitDeduction } from '@clockroom/contracts';
import { Naira } from '../../../../platform/ui/money.tsx';
import { KindTag } from './bits.tsx';

/**
 * The employee column both tables start with: the name (`name` wraps it, in a link on the records
 * list), and beneath it for a phone, where the type and amount columns hide, the type and amount and
 * whatever `under` adds (the records list's status).
 */
export const employeeColumn = (
  t: TFunction,
  name: (text: string, row: BenefitDeduction) => ReactNode = (text) => text,
  under?: (row: BenefitDeduction) => ReactNode,
): TableColumnsType<BenefitDeduction>[number] => ({
  title: t('benefitDeduction.employee'),
  dataIndex: 'employee_name',
  render: (text: string, row) => (
    <span className="cr-wrap">
      {name(text, row)}
      <span className="cr-bd-who cr-muted cr-small">
        {row.type_name} · <Naira value={row.amount} />
        {under ? <> {under(row)}</> : null}
      </span>
    </span>
  ),
});

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
