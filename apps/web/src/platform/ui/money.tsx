import { formatMoney } from '@clockroom/contracts';
import { useSession } from '../session/session-store.ts';
import { toCurrency } from './currency.ts';

interface MoneyProps {
  /** Minor units (kobo, cents). */
  value: number;
  /** Defaults to the signed-in company's currency. */
  currency?: string;
}

export function Money({ value, currency }: MoneyProps) {
  const companyCurrency = useSession((s) => s.user?.employee.company.currency ?? s.company?.currency ?? null);
  return <span className="cr-money">{formatMoney(value, toCurrency(currency ?? companyCurrency))}</span>;
}
