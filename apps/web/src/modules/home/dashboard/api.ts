import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/client.ts';
import type { View } from '../../../platform/routing/active-view.ts';

export interface Celebrant {
  id: number;
  employee_name: string;
  employee_initials?: string | null;
  picture?: string | null;
  date?: string | null;
}

export interface Anniversary extends Celebrant {
  years?: number | null;
}

export interface HomeProfile {
  employee_name: string;
  employee_initials?: string | null;
  picture?: string | null;
  attendanceStatistics?: { clockin?: string | null } | null;
}

export interface NextHoliday {
  name: string;
  date?: string | null;
  readable_date: string;
}

/** GET /home/admin and /home/ess: every part is optional; the page shows what is there. */
export interface HomeData {
  readable_date?: string | null;
  day?: string | null;
  profile?: HomeProfile | null;
  employees_count?: { total: number; active: number } | null;
  birthdays?: Celebrant[] | null;
  work_anniversaries?: Anniversary[] | null;
  new_joiners?: Celebrant[] | null;
  employee_exits?: Celebrant[] | null;
  /** Absent from the answer before public holidays existed; null when none is coming. */
  next_public_holiday?: NextHoliday | null;
}

export const homeQuery = (view: View) =>
  queryOptions({
    queryKey: ['home', view],
    queryFn: ({ signal }) => api.get<HomeData>(`/home/${view}`, undefined, signal),
  });
