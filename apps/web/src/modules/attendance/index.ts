/**
 * What other modules may use of time and attendance (ARCHITECTURE §2). Loaded lazily by its users:
 * the ESS home's clock card ships in its own chunk.
 */
export { HomeClockCard } from './mobile-clocks/components/home-clock-card.tsx';
