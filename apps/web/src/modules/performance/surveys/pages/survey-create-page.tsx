import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { SurveyBuilder } from '../components/survey-builder.tsx';
import '../i18n.ts';

/** …/feedback/create and …/feedback/settings/create-survey: the survey builder for a new survey. */
export default function SurveyCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('survey.createTitle')} subtitle={t('survey.createSubtitle')} />
      <SurveyBuilder />
    </>
  );
}
