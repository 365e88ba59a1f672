import { MAX_BILLABLE_EMPLOYEES, quote, type PlanId, type Quote } from '@clockroom/contracts';

/**
 * The price shown while choosing, computed with the same quote() the server charges with; null while the
 * choice is incomplete (no plan, or a head count the server would refuse).
 */
export function previewQuote(
  plan: PlanId | undefined,
  modules: readonly string[],
  employees: unknown,
): Quote | null {
  if (!plan || typeof employees !== 'number' || !Number.isInteger(employees)) return null;
  if (employees < 1 || employees > MAX_BILLABLE_EMPLOYEES) return null;
  return quote({ plan, modules, employees });
}

/** The card the sandbox provider accepts (shown as a hint on the payment form). */
export const SANDBOX_TEST_CARD = '4084 0840 8408 4081';

/** "4084084084084081" → "4084 0840 8408 4081" while typing. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" or "12/30" → "12/30" while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
