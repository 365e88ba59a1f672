import { useTranslation } from 'react-i18next';
import { formatMoney } from '@clockroom/contracts';
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
