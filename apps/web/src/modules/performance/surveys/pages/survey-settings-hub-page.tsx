import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { surveyScreens } from '../surveys.routes.tsx';
import '../i18n.ts';

const { paths } = surveyScreens;

/** …/feedback/settings: the three survey settings screens (ADR 60). */
export default function SurveySettingsHubPage() {
  const { t } = useTranslation();
  const links = [
    {
      to: paths.surveySettings,
      title: 'survey.settingsStatus',
      text: 'survey.settingsStatusText',
      testId: 'survey-settings-status',
    },
    {
      to: paths.surveyAssign,
      title: 'survey.settingsAssign',
      text: 'survey.settingsAssignText',
      testId: 'survey-settings-assign',
    },
    {
      to: paths.createSurvey,
      title: 'survey.settingsCreate',
      text: 'survey.settingsCreateText',
      testId: 'survey-settings-create',
    },
  ];
  return (
    <>
      <PageHeader title={t('survey.settingsTitle')} subtitle={t('survey.settingsSubtitle')} />
      <div className="cr-survey-hub">
        {links.map((l) => (
          <Panel key={l.testId} testId={l.testId}>
            <Link {...l.to}>
              <strong>{t(l.title)}</strong>
            </Link>
            <p className="cr-survey-hint">{t(l.text)}</p>
          </Panel>
        ))}
      </div>
    </>
  );
}
