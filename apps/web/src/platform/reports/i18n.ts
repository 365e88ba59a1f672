import { REPORT_KIT_WORDS } from '@clockroom/contracts';
import { registerReportWords, reportTexts } from './report-words.ts';

registerReportWords(REPORT_KIT_WORDS);

/** The words every report screen shares (ADR 34); a report's own are its words in contracts. */
export const reportKitTexts = reportTexts({
  'reportKit.exportAs': ['Export As', 'Exporter en'],
  'reportKit.exported': [
    'Your {{format}} file is downloading.',
    'Votre fichier {{format}} est en cours de téléchargement.',
  ],
  'reportKit.clear': ['Clear', 'Effacer'],
  'reportKit.generate': ['Generate Report', 'Générer le rapport'],
  'reportKit.search': ['Search employee', 'Rechercher un employé'],
  'reportKit.optionsFailed': ['This list could not be loaded.', 'Cette liste n’a pas pu être chargée.'],
  'reportKit.branch': ['Branch', 'Agence'],
  'reportKit.department': ['Department', 'Département'],
  'reportKit.employee': ['Employee', 'Employé'],
  'reportKit.employeePlaceholder': ['Type a name to search', 'Saisissez un nom'],
  'reportKit.any': ['All', 'Tous'],
});
