import {
  ATTENDANCE_REPORT_MESSAGES as M,
  ATTENDANCE_REPORT_WORDS,
  ROSTER_REPORT_WORDS,
} from '@clockroom/contracts';
import { registerReportWords, reportTexts } from '../../../platform/reports/report-words.ts';
import type { ReportTypeName } from './report-address.ts';

// Titles and column headings are ATTENDANCE_REPORT_WORDS, shared with the files (ADR 34); the roster's
// file has its words too.
registerReportWords(ATTENDANCE_REPORT_WORDS, ROSTER_REPORT_WORDS);

type Pair = readonly [en: string, fr: string];
const P = 'attendanceReports';
const byType = (kind: string, pairs: Partial<Record<ReportTypeName, Pair>>) =>
  Object.fromEntries(Object.entries(pairs).map(([type, pair]) => [`${P}.${kind}.${type}`, pair]));

/** The spec's words of each type's screens (spec 3 §2): its tab, a by-date group's heading, its empty text. */
const TABS: Record<ReportTypeName, Pair> = {
  simple: ['Simple', 'Simple'],
  lateness: ['Lateness', 'Retards'],
  earlyIn: ['Early In', 'Arrivées anticipées'],
  workforce: ['Workforce', 'Effectifs'],
  absentee: ['Absentee', 'Absences'],
  logs: ['Log', 'Journal'],
  punctuality: ['Punctuality', 'Ponctualité'],
  summary: ['Attendance Summary', 'Synthèse de présence'],
  offday: ['Off Day', 'Jours de repos'],
  overtime: ['Overtime', 'Heures supplémentaires'],
  overtime_summary: ['Overtime Summary', 'Synthèse des heures sup.'],
};
const HEADINGS: Partial<Record<ReportTypeName, Pair>> = {
  workforce: ['Workforce Report for: {{date}}', 'Rapport des effectifs du : {{date}}'],
  lateness: ['Lateness Report for: {{date}}', 'Rapport des retards du : {{date}}'],
  earlyIn: ['Early-In Report for: {{date}}', 'Rapport des arrivées anticipées du : {{date}}'],
  absentee: ['Absentee Report for: {{date}}', 'Rapport des absences du : {{date}}'],
  offday: ['Off Day Report for: {{date}}', 'Rapport des jours de repos du : {{date}}'],
  simple: ['Simple Report for: {{date}}', 'Rapport simple du : {{date}}'],
  logs: ['Attendance Log Report for {{date}}', 'Journal de présence du {{date}}'],
};
// Simple and Log have no empty text in the spec, so ours.
const EMPTY: Record<ReportTypeName, Pair> = {
  workforce: ['No Workforce Report available.', 'Aucun rapport des effectifs disponible.'],
  lateness: ['No Lateness Reports available.', 'Aucun rapport de retards disponible.'],
  absentee: ['No Absentee Reports available.', 'Aucun rapport d’absences disponible.'],
  punctuality: ['No Punctuality Report available', 'Aucun rapport de ponctualité disponible'],
  summary: ['No Attendance Summary Reports available', 'Aucune synthèse de présence disponible'],
  earlyIn: ['No Early-In Reports available', 'Aucun rapport d’arrivées anticipées disponible'],
  offday: ['No Off Day Reports available', 'Aucun rapport de jours de repos disponible'],
  simple: ['No Simple Reports available.', 'Aucun rapport simple disponible.'],
  logs: ['No Attendance Log Reports available.', 'Aucun journal de présence disponible.'],
  overtime: ['No Overtime Reports available.', 'Aucun rapport d’heures supplémentaires disponible.'],
  overtime_summary: [
    'No Overtime Summary Reports available.',
    'Aucune synthèse des heures supplémentaires disponible.',
  ],
};
/** An overtime record's status, as the server writes it in the overtime report's rows. */
const STATUSES: Pair[] = [
  ['Pending', 'En attente'],
  ['Approved', 'Approuvée'],
  ['Rejected', 'Rejetée'],
];
/** The log report's clock types, as the server names them (report-rows.ts), keyed by that English. */
const CLOCK_TYPES: Pair[] = [
  ['Clock In', 'Arrivée'],
  ['Clock Out', 'Départ'],
  ['Break Out', 'Début de pause'],
  ['Break In', 'Fin de pause'],
  ['Overtime In', 'Début d’heures sup.'],
  ['Overtime Out', 'Fin d’heures sup.'],
  ['Punch', 'Pointage'],
];

export const attendanceReportTexts = reportTexts({
  ...byType('tab', TABS),
  ...byType('heading', HEADINGS),
  ...byType('empty', EMPTY),
  ...Object.fromEntries(CLOCK_TYPES.map((pair) => [`${P}.clockType.${pair[0]}`, pair])),
  ...Object.fromEntries(STATUSES.map((pair) => [`${P}.status.${pair[0]}`, pair])),
  [`${P}.generateTitle`]: ['Generate Attendance Report', 'Générer un rapport de présence'],
  [`${P}.generateSubtitle`]: [
    'Choose a report, its dates and whom it covers.',
    'Choisissez un rapport, ses dates et les personnes concernées.',
  ],
  [`${P}.essGenerateSubtitle`]: [
    'Your own attendance, for the dates you choose.',
    'Votre propre présence, pour les dates choisies.',
  ],
  [`${P}.range`]: ['Date range', 'Plage de dates'],
  [`${P}.startDate`]: ['Start date', 'Date de début'],
  [`${P}.endDate`]: ['End date', 'Date de fin'],
  [`${P}.excludeWeekend`]: ['Exclude weekend', 'Exclure le week-end'],
  [`${P}.excludePublicHoliday`]: ['Exclude public holiday', 'Exclure les jours fériés'],
  [`${P}.groupBy`]: ['Group by', 'Regrouper par'],
  [`${P}.groupEmployee`]: ['Employee', 'Employé'],
  [`${P}.groupDate`]: ['Date', 'Date'],
  [`${P}.filters`]: ['Narrow to (optional)', 'Restreindre à (facultatif)'],
  [`${P}.thisWeek`]: ['This week', 'Cette semaine'],
  [`${P}.lastWeek`]: ['Last week', 'La semaine dernière'],
  [`${P}.thisMonth`]: ['This month', 'Ce mois-ci'],
  [`${P}.lastMonth`]: ['Last month', 'Le mois dernier'],
  [`${P}.period`]: ['{{from}} to {{to}}', 'Du {{from}} au {{to}}'],
  [`${P}.noWeekends`]: ['weekends excluded', 'week-ends exclus'],
  [`${P}.noHolidays`]: ['public holidays excluded', 'jours fériés exclus'],
  [`${P}.narrowed`]: ['narrowed', 'filtré'],
  [`${P}.employeeHeading`]: [
    'Employee Name: {{name}} - Pin: {{pin}}',
    'Nom de l’employé : {{name}} - PIN : {{pin}}',
  ],
  [`${P}.viewReason`]: ['View reason', 'Voir le motif'],
  [`${P}.reasonTitle`]: ['Exemption reason', 'Motif de l’exemption'],
  [`${P}.reasonDate`]: ['Exempted on {{date}}', 'Exempté le {{date}}'],
  [`${P}.close`]: ['Close', 'Fermer'],
  [M.selectDateRange]: [M.selectDateRange, 'Veuillez sélectionner une plage de dates'],
  [M.pickDateRange]: [M.pickDateRange, 'Veuillez choisir une plage de dates'],
  [M.selectFilters]: [M.selectFilters, 'Veuillez choisir des filtres pour générer le rapport de présence.'],
  [M.rangeTooLong]: [M.rangeTooLong, 'Veuillez choisir une plage de 366 jours au plus'],
  [M.rangeOrder]: [M.rangeOrder, 'La date de début ne doit pas être après la date de fin'],
});
