import { defineEndpoint } from '../platform/endpoint.ts';
import {
  attendanceSettingInputSchema,
  attendanceSettingQuerySchema,
  attendanceSettingSchema,
} from './devices.ts';

/** GET and POST /attendance/settings?name= (spec 3 §7; IGNORE_FUNCTION_KEY when no name is given). */
export const ATTENDANCE_SETTING_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/attendance/settings',
    query: attendanceSettingQuerySchema,
    response: attendanceSettingSchema,
    permission: 'manage attendance settings',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/attendance/settings',
    query: attendanceSettingQuerySchema,
    body: attendanceSettingInputSchema,
    response: attendanceSettingSchema,
    permission: 'manage attendance settings',
  }),
};
