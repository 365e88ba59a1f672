import { Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoanRequest, LoanScheduleLine } from '@clockroom/contracts';
import { DetailDrawer } from '../../../../../platform/ui/detail-drawer.tsx';
import { Naira } from '../../../../../platform/ui/money.tsx';
import { monthText } from '../../../allowances/month-text.ts';
import { LoanStatusTag } from './loan-bits.tsx';

/**
 * A loan's details beside its list (issue 20 "the balance and schedule on the ESS and admin
 * screens"): its figures and every month of its schedule with what is paid.
 */
export function LoanScheduleDrawer({ loan, onClose }: { loan: LoanRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const columns = [
    { title: t('loanRequest.month'), dataIndex: 'month', render: (m: string) => monthText(m) },
    {
      title: t('loanRequest.principal'),
      dataIndex: 'principal',
      align: 'right' as const,
      responsive: ['sm' as const],
      render: (v: string) => <Naira value={v} />,
    },
    {
      title: t('loanRequest.interest'),
      dataIndex: 'interest',
      align: 'right' as const,
      responsive: ['sm' as const],
      render: (v: string) => <Naira value={v} />,
    },
    {
      title: t('loanRequest.instalment'),
      dataIndex: 'instalment',
      align: 'right' as const,
      render: (v: string) => <Naira value={v} />,
    },
    {
      title: t('loanRequest.paid'),
      dataIndex: 'paid',
      render: (paid: boolean) => (
        <Tag color={paid ? 'green' : 'default'}>{t(paid ? 'loanRequest.paidYes' : 'loanRequest.paidNo')}</Tag>
      ),
    },
  ];
  return (
    <DetailDrawer
      open={loan !== null}
      onClose={onClose}
      title={
        loan
          ? t('loanRequest.scheduleTitle', { type: loan.loan_type_name, employee: loan.employee_name })
          : ''
      }
    >
      {loan ? (
        <div data-testid={`loan-schedule-${loan.id}`}>
          <Descriptions column={1} size="small" bordered className="cr-loan-facts">
            <Descriptions.Item label={t('loanRequest.status')}>
              <LoanStatusTag record={loan} phoneCopy />
            </Descriptions.Item>
            <Descriptions.Item label={t('loanRequest.amount')}>
              <Naira value={loan.amount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('loanRequest.rate')}>
              {t('loanRequest.rateText', {
                rate: loan.interest_rate,
                type: t(`loanRequest.interestType.${loan.interest_type}`),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('loanRequest.monthly')}>
              <Naira value={loan.monthly_instalment} testId="loan-facts-monthly" />
            </Descriptions.Item>
            <Descriptions.Item label={t('loanRequest.totalInterest')}>
              <Naira value={loan.total_interest} />
            </Descriptions.Item>
            <Descriptions.Item label={t('loanRequest.totalRepayable')}>
              <Naira value={loan.total_repayable} />
            </Descriptions.Item>
            <Descriptions.Item label={t('loanRequest.amountDisbursed')}>
              <Naira value={loan.amount_disbursed} />
            </Descriptions.Item>
            <Descriptions.Item label={t('loanRequest.amountRepaid')}>
              <Naira value={loan.amount_repaid} />
            </Descriptions.Item>
            <Descriptions.Item label={t('loanRequest.balance')}>
              <strong>
                <Naira value={loan.balance} testId="loan-facts-balance" />
              </strong>
            </Descriptions.Item>
            {loan.reason ? (
              <Descriptions.Item label={t('loanRequest.reason')}>
                <span className="cr-wrap">{loan.reason}</span>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Table<LoanScheduleLine>
            className="cr-loan-schedule"
            rowKey="month"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={loan.schedule}
            locale={{ emptyText: t('loanRequest.scheduleEmpty') }}
            data-testid="loan-schedule-lines"
          />
        </div>
      ) : null}
    </DetailDrawer>
  );
}
