import { mutationOptions } from '@tanstack/react-query';
import { ATTENDANCE_SETTING_ENDPOINTS as E, type AttendanceSettingName } from '@clockroom/contracts';
import { endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';

/**
 * GET and POST /attendance/settings?name= (spec 3 §7, the devices' API): one cache per setting, shared
 * by the device list's switch and the clock settings screens.
 */
export const attendanceSettingQuery = (name: AttendanceSettingName) =>
  endpointQuery(E.get, { query: { name } });

export const saveAttendanceSettingMutation = (name: AttendanceSettingName) =>
  mutationOptions({
    mutationKey: ['attendance', 'settings', name, 'save'],
    mutationFn: (value: boolean) => submit(E.save, { query: { name }, body: { value } }),
    meta: { notifySuccess: true },
  });
