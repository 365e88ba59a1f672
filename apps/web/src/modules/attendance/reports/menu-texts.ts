import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const attendanceReportMenuTexts = translations(
  { 'menu.attendanceReports': 'Reports', 'menu.myAttendanceReports': 'Attendance Reports' },
  { 'menu.attendanceReports': 'Rapports', 'menu.myAttendanceReports': 'Rapports de présence' },
);
