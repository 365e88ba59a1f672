import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { SurveyBuilder } from '../components/survey-builder.tsx';
import { surveyQuery } from '../api.ts';
import '../i18n.ts';

/** …/feedback/edit/$id: the builder on a saved survey; its status is changed here too. */
export default function SurveyEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={surveyQuery(id)} title={t('survey.editTitle')} subtitle={(s) => s.title}>
      {(s) => <SurveyBuilder record={s} />}
    </RecordPage>
  );
}
