import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { NairaRange } from '../../components/recruit-bits.tsx';
import '../i18n.ts';

interface CostedRequest {
  budget_min: number | null;
  budget_max: number | null;
  urgency: string;
}

/** A talent request's budget range and urgency, as the requests list and the approvals inbox show them. */
export const requestCostColumns = <R extends CostedRequest>(t: TFunction): TableColumnsType<R> => [
  {
    title: t('jobRequest.budget'),
    key: 'budget',
    responsive: ['lg'],
    render: (_v, row) => <NairaRange min={row.budget_min} max={row.budget_max} />,
  },
  {
    title: t('jobRequest.urgency'),
    dataIndex: 'urgency',
    responsive: ['md'],
    render: (v: string) => t(`recruit.urgency.${v}`),
  },
];
