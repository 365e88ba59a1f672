import { useFigureText } from '../../packages/money-text.ts';

/** An answer's exact naira text for a reader, in their language (₦15,000.50; 15 000,50 ₦). */
export function Naira({ value, testId }: { value: string | null | undefined; testId?: string }) {
  const figures = useFigureText();
  return (
    <span className="cr-money" data-testid={testId}>
      {figures.naira(value)}
    </span>
  );
}
