import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  SHIFT_PATHS as P,
  type CalendarAnswer,
  type ListPage,
  type MyCalendarAnswer,
  type RosterAnswer,
  type RosterFormat,
  type SchedulesAnswer,
  type ShiftAssignAnswer,
  type ShiftTypeRow,
  type WorkShiftDetail,
  type WorkShiftRow,
} from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

const key = ['attendance', 'shifts'] as const;
const enc = (id: number | string) => encodeURIComponent(String(id));

export const shiftListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...key, 'list', params],
    queryFn: ({ signal }) => api.get<ListPage<WorkShiftRow>>(P.workshift, params, signal),
  });

/** Every active shift, for the roster and scheduler pickers (a company has a handful). */
export const activeShiftsQuery = () =>
  queryOptions({
    queryKey: [...key, 'active'],
    queryFn: ({ signal }) =>
      api.get<ListPage<WorkShiftRow>>(P.workshift, { status: 'active', perPage: 100, page: 1 }, signal),
  });

export const shiftQuery = (id: number | string) =>
  queryOptions({
    queryKey: [...key, 'detail', String(id)],
    queryFn: ({ signal }) => api.get<WorkShiftDetail>(`${P.workshift}/${enc(id)}`, undefined, signal),
    retry: false,
  });

/** A shift as the form sends it (contracts' workShiftInputSchema checks it again). */
export interface ShiftPayload {
  name: string;
  shift_type_id: number | null;
  start_time: string;
  end_time: string;
  grace_minutes: number;
  break_minutes: number;
  work_days: number[];
  status: 'active' | 'inactive';
  description: string;
  color: string | null;
}

export const saveShiftMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...key, 'save', id ?? 'new'],
    mutationFn: (values: ShiftPayload) =>
      id === undefined
        ? api.post<WorkShiftDetail>(P.workshift, values)
        : api.put<WorkShiftDetail>(`${P.workshift}/${id}`, values),
    meta: { notifySuccess: true },
  });

/** Spec 3 §9: shift delete always sends force=true (its employees are unassigned with it). */
export const deleteShiftMutation = () =>
  mutationOptions({
    mutationKey: [...key, 'delete'],
    mutationFn: (id: number) => api.delete(`${P.workshift}/${id}?force=true`),
    meta: { notifySuccess: true },
  });

export interface AssignPayload {
  work_shift_id: number;
  category_type: 'employee';
  assign_category_type_ids: number[];
  unassign_category_type_ids: number[];
  effective_date?: string;
}

export const assignMutation = () =>
  mutationOptions({
    mutationKey: [...key, 'assign'],
    mutationFn: (body: AssignPayload) => api.post<ShiftAssignAnswer>(P.assign, body),
    meta: { notifySuccess: true },
  });

export const shiftTypesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...key, 'types', params],
    queryFn: ({ signal }) => api.get<ListPage<ShiftTypeRow>>(P.shiftTypes, params, signal),
  });

export const createShiftTypeMutation = () =>
  mutationOptions({
    mutationKey: [...key, 'types', 'create'],
    mutationFn: (name: string) => api.post<ShiftTypeRow>(P.shiftTypes, { name }),
    meta: { notifySuccess: true },
  });

export const deleteShiftTypeMutation = () =>
  mutationOptions({
    mutationKey: [...key, 'types', 'delete'],
    mutationFn: (id: number) => api.delete(`${P.shiftTypes}/${id}`),
    meta: { notifySuccess: true },
  });

export interface RosterParams {
  date_from: string;
  date_to: string;
  page: number;
  perPage: number;
  search_query?: string;
  work_shift_id?: string;
  department_id?: string;
}

export const rosterQuery = (params: RosterParams) =>
  queryOptions({
    queryKey: [...key, 'roster', params],
    queryFn: ({ signal }) => api.get<RosterAnswer>(P.roster, { ...params }, signal),
  });

export interface RosterPayload {
  date_from: string;
  date_to: string;
  employee_ids: number[];
  action: 'shift' | 'off' | 'clear';
  work_shift_id?: number | null;
  week_days: number[];
}

export const saveRosterMutation = () =>
  mutationOptions({
    mutationKey: [...key, 'roster', 'save'],
    mutationFn: (body: RosterPayload) => api.post<{ days: number }>(P.roster, body),
    meta: { notifySuccess: true },
  });

/** POST .../roster/download/{format}: the file name, and a job id when a job writes it. */
export const requestRosterFile = (format: RosterFormat, filter: Omit<RosterParams, 'page' | 'perPage'>) =>
  api.post<string>(`${P.rosterDownload}/${format}`, filter);

export const schedulesQuery = (params: { date_from: string; date_to: string; work_shift_id?: number }) =>
  queryOptions({
    queryKey: [...key, 'schedules', params],
    queryFn: ({ signal }) => api.get<SchedulesAnswer>(P.schedules, { ...params }, signal),
  });

export const scheduleMutation = () =>
  mutationOptions({
    mutationKey: [...key, 'schedules', 'save'],
    mutationFn: (body: { work_shift_id: number; employee_ids: number[]; dates: string[] }) =>
      api.post<{ dates: string[]; employees: number }>(P.schedules, body),
    meta: { notifySuccess: true },
  });

export const calendarQuery = (params: { month: string; work_shift_id?: number }) =>
  queryOptions({
    queryKey: [...key, 'calendar', params],
    queryFn: ({ signal }) => api.get<CalendarAnswer>(P.calendar, { ...params }, signal),
  });

export const myCalendarQuery = (month: string) =>
  queryOptions({
    queryKey: [...key, 'my-calendar', month],
    queryFn: ({ signal }) => api.get<MyCalendarAnswer>(P.myCalendar, { month }, signal),
  });

/** GET and POST /attendance/settings?name= (the devices' API, spec 3 §7). */
const SETTINGS = '/attendance/settings';
export interface AttendanceSettingValue {
  name: string;
  value: boolean;
}
export const attendanceSettingQuery = (name: string) =>
  queryOptions({
    queryKey: ['attendance', 'settings', name],
    queryFn: ({ signal }) => api.get<AttendanceSettingValue>(SETTINGS, { name }, signal),
  });
export const saveAttendanceSettingMutation = (name: string) =>
  mutationOptions({
    mutationKey: ['attendance', 'settings', name, 'save'],
    mutationFn: (value: boolean) =>
      api.post<AttendanceSettingValue>(`${SETTINGS}?name=${encodeURIComponent(name)}`, { value }),
    meta: { notifySuccess: true },
  });

export const refreshShifts = (client: QueryClient) => client.invalidateQueries({ queryKey: key });
