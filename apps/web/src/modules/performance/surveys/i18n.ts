import { SURVEY_MESSAGE_PAIR, SURVEY_REPORT_WORDS } from '@clockroom/contracts';
import { pairedTranslations } from '../../../platform/i18n/paired-texts.ts';
import { messageTexts } from '../../../platform/i18n/message-texts.ts';
import { registerReportWords } from '../../../platform/reports/report-words.ts';
import '../../../platform/ui/vocabulary.ts';
import { SURVEY_TEXTS } from './i18n-pairs.ts';
import './surveys.css';

// The results file's headings, which the export dialog and the server's answers name by code.
registerReportWords(SURVEY_REPORT_WORDS);

/** The surveys' server messages in English and French, by code and by text (ADR 32). */
export const surveyMessageTexts = messageTexts(SURVEY_MESSAGE_PAIR);

/** The survey screens, English and French (ADR 60). */
export const surveyTexts = pairedTranslations('survey', SURVEY_TEXTS);
