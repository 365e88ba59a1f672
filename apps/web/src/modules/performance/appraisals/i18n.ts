import { APPRAISAL_MESSAGE_PAIR } from '@clockroom/contracts';
import { pairedTranslations } from '../../../platform/i18n/paired-texts.ts';
import { messageTexts } from '../../../platform/i18n/message-texts.ts';
import '../../../platform/ui/vocabulary.ts';
import { APPRAISAL_CYCLE_TEXTS } from './i18n-pairs.ts';
import './appraisals.css';

/**
 * The appraisals' server messages in English and French, by code and by text (issue 22, ADR 64).
 * The appraisal screens add their own texts here when they are built.
 */
export const appraisalMessageTexts = messageTexts(APPRAISAL_MESSAGE_PAIR);

/** The appraisal cycle screens, English and French (issue 22). */
export const appraisalCycleTexts = pairedTranslations('appraisalCycle', APPRAISAL_CYCLE_TEXTS);
