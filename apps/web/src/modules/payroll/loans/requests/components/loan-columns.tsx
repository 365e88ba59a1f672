import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { LoanRequest } from '@clockroom/contracts';
import { Naira } from '../../../../../platform/ui/money.tsx';

/**
 * The loan type, with what a phone no longer shows in its own columns beneath it (the employee, the
 * amount or the status), as the requests table and the approvals inbox both show it.
 */
export const loanTypeColumn = (
  t: TFunction,
  under: (row: LoanRequest) => ReactNode,
): TableColumnsType<LoanRequest>[number] => ({
  title: t('loanRequest.loanType'),
  dataIndex: 'loan_type_name',
  render: (v: string, row: LoanRequest) => (
    <span className="cr-wrap">
      {v}
      <span className="cr-loan-under cr-muted cr-small">{under(row)}</span>
    </span>
  ),
});

/**
 * The amount, tenure and monthly instalment columns the requests table and the approvals inbox both
 * show after the loan type; each list says from which width the tenure shows.
 */
export const loanFigureColumns = (t: TFunction, tenureFrom: 'md' | 'lg'): TableColumnsType<LoanRequest> => [
  {
    title: t('loanRequest.amount'),
    dataIndex: 'amount',
    align: 'right',
    responsive: ['sm'],
    render: (v: string) => <Naira value={v} />,
  },
  {
    title: t('loanRequest.tenure'),
    dataIndex: 'tenure_months',
    responsive: [tenureFrom],
    render: (n: number) => t('loanRequest.months', { count: n }),
  },
  {
    title: t('loanRequest.monthly'),
    dataIndex: 'monthly_instalment',
    align: 'right',
    responsive: ['md'],
    render: (v: string) => <Naira value={v} />,
  },
];
