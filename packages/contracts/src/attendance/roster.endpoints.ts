import { defineEndpoint } from '../platform/endpoint.ts';
import { exportAnswerSchema } from '../platform/jobs.ts';
import {
  calendarAnswerSchema,
  calendarQuerySchema,
  myCalendarAnswerSchema,
  myCalendarQuerySchema,
  rosterAnswerSchema,
  rosterFilterSchema,
  rosterFormatParams,
  rosterInputSchema,
  rosterQuerySchema,
  rosterSavedSchema,
  scheduleInputSchema,
  scheduleQuerySchema,
  scheduledAnswerSchema,
  schedulesAnswerSchema,
} from './roster.ts';

/** The roster, its download, schedules and the two shift calendars (spec 3 §7; ADR 27). */
export const ROSTER_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/attendance/shift/roster',
    query: rosterQuerySchema,
    response: rosterAnswerSchema,
    permission: 'view shifts',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/attendance/shift/roster',
    body: rosterInputSchema,
    response: rosterSavedSchema,
    permission: 'manage rosters',
  }),
  /** `data` is the file name to fetch from /downloads/{name}; `job_id` when a job writes a large file. */
  download: defineEndpoint({
    method: 'POST',
    path: '/attendance/shift/roster/download/:format',
    params: rosterFormatParams,
    body: rosterFilterSchema,
    response: exportAnswerSchema,
    answer: 'whole',
    permission: 'view shifts',
  }),
  schedules: defineEndpoint({
    method: 'GET',
    path: '/attendance/shift/schedules',
    query: scheduleQuerySchema,
    response: schedulesAnswerSchema,
    permission: 'view scheduler',
  }),
  schedule: defineEndpoint({
    method: 'POST',
    path: '/attendance/shift/schedules',
    body: scheduleInputSchema,
    response: scheduledAnswerSchema,
    permission: 'manage rosters',
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/attendance/shift/calendar',
    query: calendarQuerySchema,
    response: calendarAnswerSchema,
    permission: 'view shifts',
  }),
  /** The employee's own month: signed-in only, but attendance must be in the subscription. */
  myCalendar: defineEndpoint({
    method: 'GET',
    path: '/attendance/me/shift/calendar',
    query: myCalendarQuerySchema,
    response: myCalendarAnswerSchema,
    permission: 'signed-in',
  }),
};
