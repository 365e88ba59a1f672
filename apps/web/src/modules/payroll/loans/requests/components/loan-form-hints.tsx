import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNaira } from '@clockroom/contracts';
import { availabilityQuery } from '../api.ts';
import { previewInstalment, toKobo } from '../instalment-preview.ts';

interface HintsProps {
  employeeId: number | null;
  loanTypeId: number | null;
  amount: string | undefined;
  tenure: string | number | undefined;
  /** The request being edited: its own amount is not owed against itself. */
  editing?: { amount: string; status: string } | undefined;
}

/**
 * Beside the loan form: what the employee may still borrow on the chosen type (its limits, the cap
 * and what they owe), and a live preview of the monthly instalment as the server will compute it.
 */
export function LoanFormHints({ employeeId, loanTypeId, amount, tenure, editing }: HintsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ready = employeeId !== null && loanTypeId !== null;
  const facts = useQuery({ ...availabilityQuery(employeeId ?? 0, loanTypeId ?? 0), enabled: ready });
  if (!ready) return null;
  const a = facts.data;
  if (!a) return null;
  // An edited pending request counts in what is owed; it is replaced, so it is added back.
  const back = editing?.status === 'pending' && a.cap !== null ? (toKobo(editing.amount) ?? 0n) : 0n;
  const owed = (toKobo(a.outstanding) ?? 0n) - back;
  const available = (() => {
    const max = toKobo(a.maximum_amount) ?? 0n;
    if (a.cap === null) return max;
    const left = (toKobo(a.cap) ?? 0n) - owed;
    const capLeft = left > 0n ? left : 0n;
    return capLeft < max ? capLeft : max;
  })();
  const kobo = toKobo(amount);
  const months = Number(tenure);
  const preview = kobo === null ? null : previewInstalment(kobo, a.interest_rate, months, a.interest_type);
  const type = t(`loanRequest.interestType.${a.interest_type}`);
  return (
    <div className="cr-loan-hints" data-testid="loan-form-hints">
      {a.eligible ? null : <Alert type="warning" showIcon title={t(a.reason ?? '')} />}
      <Typography.Text strong data-testid="loan-may-borrow">
        {t('loanRequest.mayBorrow', { amount: formatMoney(available, 'naira', lang) })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('loanRequest.limits', {
          min: formatNaira(a.minimum_amount, lang),
          max: formatNaira(a.maximum_amount, lang),
          months: a.max_tenure_months,
          rate: a.interest_rate,
          type,
        })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {a.cap === null
          ? t('loanRequest.noCap')
          : t('loanRequest.capLine', {
              cap: formatNaira(a.cap, lang),
              source: t(`loanRequest.capSource.${a.cap_source ?? 'branch'}`),
              owed: formatMoney(owed, 'naira', lang),
            })}
      </Typography.Text>
      <Typography.Text data-testid="loan-preview">
        {preview
          ? t('loanRequest.preview', {
              monthly: formatMoney(preview.monthlyKobo, 'naira', lang),
              total: formatMoney(preview.totalKobo, 'naira', lang),
              interest: formatMoney(preview.interestKobo, 'naira', lang),
            })
          : t('loanRequest.previewHint')}
      </Typography.Text>
    </div>
  );
}
