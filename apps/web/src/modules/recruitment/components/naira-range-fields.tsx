import { useTranslation } from 'react-i18next';
import { TextField } from '../../../platform/ui/form-fields/text-field.tsx';

/** A naira amount typed as text (never a float): digits, at most two decimals. */
const NAIRA = /^\s*\d{1,10}(\.\d{1,2})?\s*$/;

/**
 * A range in naira a month (a request's budget, a posting's salary): the lowest, then the highest,
 * labelled and tested by the form's facts (`jobRequest.budgetMin`, `job-request-budget-min`). The
 * amounts stay text, so `message` (the key for an amount that is not naira) is their only check.
 */
export function NairaRangeFields({ names, message }: { names: [string, string]; message: string }) {
  const { t } = useTranslation();
  const naira = { pattern: NAIRA, message: t(message) };
  return names.map((name) => (
    <TextField
      key={name}
      name={name}
      extra={t('recruit.nairaHint')}
      rules={[naira]}
      schema={false}
      inputMode="decimal"
      prefix="₦"
    />
  ));
}
