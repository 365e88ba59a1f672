import { useLocation } from '@tanstack/react-router';

/** The view the report screens are shown in: admin (everyone a manager sees) or ess (one's own). */
export function useReportArea(): 'admin' | 'ess' {
  return useLocation().pathname.startsWith('/ess/') ? 'ess' : 'admin';
}
