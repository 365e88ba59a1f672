import {
  APPRAISAL_REPORT_MESSAGES,
  APPRAISAL_REPORT_MESSAGES_FR,
  APPRAISAL_REPORT_WORDS,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';
import { registerReportWords, reportTexts } from '../../../platform/reports/report-words.ts';
import '../../../platform/reports/i18n.ts';
// The appraisals' server messages (a missing setting or period) in English and French.
import '../appraisals/i18n.ts';

// The report's headings and statuses, the words its files are written with (ADR 34, 68).
registerReportWords(APPRAISAL_REPORT_WORDS);

/** The export call's messages, by code and by text. */
export const appraisalReportMessageTexts = messageTexts(
  messageTable('appraisal_reports', APPRAISAL_REPORT_MESSAGES, APPRAISAL_REPORT_MESSAGES_FR),
);

/** The performance report screens, English then French (issue 22, ADR 68). */
export const appraisalReportTexts = reportTexts({
  'apprRep.generateTitle': ['Performance reports', 'Rapports de performance'],
  'apprRep.generateSubtitle': [
    'Choose a report and what it covers.',
    'Choisissez un rapport et ce qu’il couvre.',
  ],
  'apprRep.report': ['Report', 'Rapport'],
  'apprRep.appraisal': ['Appraisal report', 'Rapport d’évaluation'],
  'apprRep.appraisalHint': [
    'Scores and grades by employee, department and branch; grade distribution; self against appraiser.',
    'Notes et grades par employé, département et agence ; répartition des grades ; soi contre évaluateur.',
  ],
  'apprRep.feedback': ['Feedback report', 'Rapport des enquêtes'],
  'apprRep.feedbackHint': [
    'Each survey’s answers against its audience.',
    'Les réponses de chaque enquête face à son public.',
  ],
  'apprRep.setting': ['General setting', 'Paramètre général'],
  'apprRep.settingRequired': ['Please choose a general setting', 'Veuillez choisir un paramètre général'],
  'apprRep.noSettings': [
    'No general setting yet: create one under Appraisal settings.',
    'Aucun paramètre général : créez-en un dans Paramètres d’évaluation.',
  ],
  'apprRep.period': ['Period', 'Période'],
  'apprRep.allPeriods': ['All periods', 'Toutes les périodes'],
  'apprRep.departments': ['Departments', 'Départements'],
  'apprRep.branches': ['Branches', 'Agences'],
  'apprRep.all': ['All', 'Tous'],
  'apprRep.allTitle': ['Appraisal results', 'Résultats des évaluations'],
  'apprRep.allSubtitle': [
    'Every appraisal of the cycle with its scores and grade.',
    'Chaque évaluation du cycle avec ses notes et son grade.',
  ],
  'apprRep.reportTitle': ['Appraisal report', 'Rapport d’évaluation'],
  'apprRep.reportSubtitle': [
    'Grades, scores by department and branch, and the self-versus-appraiser gap.',
    'Grades, notes par département et agence, et l’écart entre soi et l’évaluateur.',
  ],
  'apprRep.empty': ['No appraisal matches these filters.', 'Aucune évaluation ne correspond à ces filtres.'],
  'apprRep.gradeDistribution': ['Grade distribution', 'Répartition des grades'],
  'apprRep.ungraded': ['Not graded yet', 'Pas encore noté'],
  'apprRep.gap': ['Self against appraiser', 'Soi contre évaluateur'],
  'apprRep.averageGap': ['Average gap (appraiser − self)', 'Écart moyen (évaluateur − soi)'],
  'apprRep.gapHint': [
    'Above 0: appraisers rate higher than employees rate themselves; below 0: lower.',
    'Au-dessus de 0 : les évaluateurs notent plus haut que les employés eux-mêmes ; en dessous : plus bas.',
  ],
  'apprRep.appraisals': ['Appraisals', 'Évaluations'],
  'apprRep.graded': ['Graded', 'Notées'],
  'apprRep.byDepartment': ['By department', 'Par département'],
  'apprRep.byBranch': ['By branch', 'Par agence'],
  'apprRep.byEmployee': ['See every employee', 'Voir chaque employé'],
  'apprRep.toReport': ['See the summary and chart', 'Voir la synthèse et le graphique'],
  'apprRep.largestGaps': ['Largest gaps', 'Plus grands écarts'],
  'apprRep.noGaps': ['No appraisal has both ratings in yet.', 'Aucune évaluation n’a encore ses deux notes.'],
});
