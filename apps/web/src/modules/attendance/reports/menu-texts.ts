import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any report page loads. */
export const attendanceReportMenuTexts = translations(
  { 'menu.attendanceReports': 'Reports', 'menu.myAttendanceReports': 'Attendance Reports' },
  { 'menu.attendanceReports': 'Rapports', 'menu.myAttendanceReports': 'Rapports de présence' },
);
