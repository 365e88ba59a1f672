import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoanType } from '@clockroom/contracts';
import { useFigureText } from '../../../packages/money-text.ts';

/** A type's status as a tag: green when it takes requests. */
export function LoanTypeStatusTag({ status }: { status: LoanType['status'] }) {
  const { t } = useTranslation();
  return status === 'active' ? (
    <Tag color="green">{t('loanType.active')}</Tag>
  ) : (
    <Tag>{t('loanType.inactive')}</Tag>
  );
}

/** "₦10,000.00 to ₦200,000.00" in the reader's language, exact from the answer's naira text. */
export function LoanAmountRange({ type }: { type: Pick<LoanType, 'minimum_amount' | 'maximum_amount'> }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  return (
    <span className="cr-money">
      {t('loanType.amountRange', {
        min: figures.naira(type.minimum_amount),
        max: figures.naira(type.maximum_amount),
      })}
    </span>
  );
}

/** "12 % a year, reducing balance", the rate with the reader's decimal mark. */
export function LoanInterestText({ type }: { type: Pick<LoanType, 'interest_rate' | 'interest_type'> }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  return (
    <>
      {t('loanType.rateText', {
        rate: figures.decimal(type.interest_rate),
        type: t(`loanType.${type.interest_type}`).toLowerCase(),
      })}
    </>
  );
}
