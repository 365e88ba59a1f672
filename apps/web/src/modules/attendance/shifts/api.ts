import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  ROSTER_ENDPOINTS as R,
  SHIFT_ENDPOINTS as E,
  type CalendarQueryInput,
  type RosterFilterInput,
  type RosterFormat,
  type RosterInput,
  type RosterQueryInput,
  type ScheduleInput,
  type ScheduleQueryInput,
  type ShiftAssignInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

export const shiftListQuery = (params: ListParams) => endpointQuery(E.list, { query: params });

/** Every active shift, for the roster and scheduler pickers (a company has a handful). */
export const activeShiftsQuery = () =>
  endpointQuery(E.list, { query: { status: 'active', perPage: 100, page: 1 } });

export const shiftQuery = (id: number | string) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});

export const saveShiftMutation = (id?: number) => saveMutation(E, id);

/** Spec 3 §9: shift delete always sends force=true (its employees are unassigned with it). */
export const deleteShiftMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.list), 'delete'],
    mutationFn: (id: number) => submit(E.delete, { params: { id }, query: { force: true } }),
    meta: { notifySuccess: true },
  });

export const assignMutation = () =>
  mutationOptions({
    mutationKey: endpointKey(E.assign),
    mutationFn: (body: ShiftAssignInput) => submit(E.assign, { body }),
    meta: { notifySuccess: true },
  });

export const shiftTypesQuery = (params: ListParams) => endpointQuery(E.types, { query: params });

export const createShiftTypeMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.types), 'create'],
    mutationFn: (name: string) => submit(E.createType, { body: { name } }),
    meta: { notifySuccess: true },
  });

export const deleteShiftTypeMutation = () => deleteMutation(E.deleteType);

export const rosterQuery = (params: RosterQueryInput) => endpointQuery(R.get, { query: params });

export const saveRosterMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(R.get), 'save'],
    mutationFn: (body: RosterInput) => submit(R.save, { body }),
    meta: { notifySuccess: true },
  });

/** The file name, and a job id when a job writes it. */
export const requestRosterFile = (format: RosterFormat, filter: RosterFilterInput) =>
  submit(R.download, { params: { format }, body: filter });

export const schedulesQuery = (params: ScheduleQueryInput) => endpointQuery(R.schedules, { query: params });

export const scheduleMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(R.schedules), 'save'],
    mutationFn: (body: ScheduleInput) => submit(R.schedule, { body }),
    meta: { notifySuccess: true },
  });

export const calendarQuery = (params: CalendarQueryInput) => endpointQuery(R.calendar, { query: params });

export const myCalendarQuery = (month: string) => endpointQuery(R.myCalendar, { query: { month } });

/** Every call under /attendance/shift (shifts, types, roster, schedules, calendar) and the own calendar. */
export const refreshShifts = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(R.get).slice(0, 2) }),
    client.invalidateQueries({ queryKey: endpointKey(R.myCalendar) }),
  ]);
