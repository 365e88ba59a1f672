import { ClockCard } from './clock-card.tsx';

/** The ESS home's Clock in / Clock out (issue 10 §6): shown only where mobile clocking is enabled. */
export function HomeClockCard() {
  return <ClockCard hideWhenDisabled />;
}
