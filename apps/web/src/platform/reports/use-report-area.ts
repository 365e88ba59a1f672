import { useLocation } from '@tanstack/react-router';

/** The area a report screen is shown in: admin (everyone the manager sees) or ess (one's own). */
export function useReportArea(): 'admin' | 'ess' {
  return useLocation().pathname.startsWith('/ess/') ? 'ess' : 'admin';
}
