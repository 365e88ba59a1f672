import { useTranslation } from 'react-i18next';
import { formatMoney, formatNaira } from '@clockroom/contracts';
import { useSession } from '../session/session-store.ts';
import { toCurrency } from './currency.ts';

interface MoneyProps {
  /** Minor units (kobo, cents). */
  value: number | bigint;
  /** Defaults to the signed-in company's currency. */
  currency?: string;
}

/** An amount in the reader's language: "₦150,000.00", or "150 000,00 ₦" in French. */
export function Money({ value, currency }: MoneyProps) {
  const companyCurrency = useSession((s) => s.user?.employee.company.currency ?? s.company?.currency ?? null);
  const { i18n } = useTranslation();
  return (
    <span className="cr-money">
      {formatMoney(value, toCurrency(currency ?? companyCurrency), i18n.language)}
    </span>
  );
}

/**
 * An answer's exact naira text ("250000.00") in the reader's language: ₦250,000.00, or 250 000,00 ₦
 * in French, never through a float; a dash when there is none. The payroll and payment screens' figure.
 */
export function Naira({ value, testId }: { value: string | null | undefined; testId?: string }) {
  const naira = useNairaText();
  return (
    <span className="cr-money" data-testid={testId}>
      {naira(value)}
    </span>
  );
}

/** The same as text, for labels, hints and table cells. */
export function useNairaText() {
  const { i18n } = useTranslation();
  return (value: string | null | undefined) => formatNaira(value, i18n.language);
}
