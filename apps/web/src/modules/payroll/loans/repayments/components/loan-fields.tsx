import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LOAN_DISBURSEMENT_MESSAGES as D, type PersonHit, type RepayableLoan } from '@clockroom/contracts';
import { EmployeeField } from '../../../../../platform/ui/form-fields/employee-field.tsx';
import { Naira, useNairaText } from '../../../../../platform/ui/money.tsx';
import { loansToDisburseQuery, loansToRefundQuery } from '../api.ts';
import { SelectField } from '../../../../../platform/ui/form-fields/select-field.tsx';

interface LoanFieldsProps {
  purpose: 'disburse' | 'refund';
  form: FormInstance;
  /** The person already chosen (an edit's), so the picker shows their name. */
  known?: PersonHit[];
  /** A loan to offer even when the list leaves it out (an edited refund's, now repaid). */
  current?: { id: number; loan_type: string };
  /** Told when the loan chosen changes, with its figures (to prefill the amount). */
  onLoan?: (loan: RepayableLoan | undefined) => void;
  testId: string;
}

const monthLabel = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');

// Picks hold numbers: antd's whitespace check (requiredRule) is for text, so a plain required here.

/**
 * The employee, then one of their loans that may be disbursed (or refunded), with its figures beside:
 * what was approved and paid out, what is left, the instalment and the balance (ADR 53). The
 * employee's label is the form's (`facts.labels` is `loanRepay`).
 */
export function LoanFields({ purpose, form, known, current, onLoan, testId }: LoanFieldsProps) {
  const { t } = useTranslation();
  const naira = useNairaText();
  const employeeId = Form.useWatch<number | undefined>('employee_id', form);
  const loanId = Form.useWatch<number | undefined>('loan_request_id', form);
  const query = purpose === 'disburse' ? loansToDisburseQuery : loansToRefundQuery;
  const loans = useQuery({ ...query(employeeId ?? 0), enabled: Boolean(employeeId) });
  const list = loans.data ?? [];
  const chosen = list.find((l) => l.id === loanId);
  const options = list.map((l) => ({
    value: l.id,
    label: t('loanRepay.loanOption', {
      type: l.loan_type,
      amount: naira(l.amount),
      start: monthLabel(l.repayment_start),
    }),
  }));
  if (current && !list.some((l) => l.id === current.id))
    options.unshift({ value: current.id, label: current.loan_type });
  const none = Boolean(employeeId) && loans.isSuccess && options.length === 0;

  return (
    <>
      <EmployeeField
        name="employee_id"
        required={D.employeeRequired}
        known={known}
        placeholder={t('loanRepay.pickEmployee')}
        testId={`${testId}-employee`}
        onChange={() => {
          form.setFieldValue('loan_request_id', undefined);
          onLoan?.(undefined);
        }}
      />
      <SelectField
        name="loan_request_id"
        label={t('loanRepay.loan')}
        required={D.loanRequired}
        options={options}
        loading={loans.isFetching}
        disabled={!employeeId || none}
        placeholder={t(employeeId ? 'loanRepay.pickLoan' : 'loanRepay.pickEmployeeFirst')}
        testId={`${testId}-loan`}
        onChange={(id: number) => onLoan?.(list.find((l) => l.id === id))}
      />
      {none ? (
        <Alert
          type="info"
          showIcon
          className="cr-loan-repay-note"
          title={t(purpose === 'disburse' ? 'loanRepay.noLoanToDisburse' : 'loanRepay.noLoanToRefund')}
        />
      ) : null}
      {chosen ? <LoanFacts loan={chosen} purpose={purpose} testId={testId} /> : null}
    </>
  );
}

function LoanFacts({
  loan,
  purpose,
  testId,
}: {
  loan: RepayableLoan;
  purpose: LoanFieldsProps['purpose'];
  testId: string;
}) {
  const { t } = useTranslation();
  const money = (value: string, id?: string) => (
    <Naira value={value} testId={id ? `${testId}-${id}` : undefined} />
  );
  const items =
    purpose === 'disburse'
      ? [
          { key: 'approved', label: t('loanRepay.approved'), children: money(loan.amount) },
          { key: 'disbursed', label: t('loanRepay.disbursed'), children: money(loan.amount_disbursed) },
          { key: 'left', label: t('loanRepay.left'), children: money(loan.amount_left_to_disburse, 'left') },
          {
            key: 'tenure',
            label: t('loanRepay.tenure'),
            children: t('loanRepay.tenure', { count: loan.tenure_months }),
          },
          { key: 'start', label: t('loanRepay.start'), children: monthLabel(loan.repayment_start) },
        ]
      : [
          { key: 'monthly', label: t('loanRepay.monthly'), children: money(loan.monthly_instalment) },
          { key: 'total', label: t('loanRepay.totalRepayable'), children: money(loan.total_repayable) },
          { key: 'repaid', label: t('loanRepay.repaid'), children: money(loan.amount_repaid) },
          { key: 'balance', label: t('loanRepay.balance'), children: money(loan.balance, 'balance') },
        ];
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      className="cr-loan-repay-facts"
      data-testid={`${testId}-facts`}
      items={items}
    />
  );
}
