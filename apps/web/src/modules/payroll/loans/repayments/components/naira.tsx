import { useFigureText } from '../../../packages/money-text.ts';

/** An answer's exact naira text in the reader's language (₦53,309.27, or 53 309,27 ₦ in French). */
export function Naira({ value, testId }: { value: string | null | undefined; testId?: string }) {
  const figures = useFigureText();
  return (
    <span className="cr-money" data-testid={testId}>
      {figures.naira(value)}
    </span>
  );
}

/** The same as text, for labels and hints. */
export const useNairaText = () => useFigureText().naira;
