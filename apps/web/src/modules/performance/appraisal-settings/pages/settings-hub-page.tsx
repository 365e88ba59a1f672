import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { GoLink } from '../components/go-link.tsx';
import { useSettingsLinks, type Target } from '../links.ts';
import '../i18n.ts';
import '../appraisal-settings.css';

/** …/appraisal/settings in both admin trees: the settings, each with what it decides. */
export default function SettingsHubPage(): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  const cards: { key: string; title: string; hint: string; target: Target }[] = [
    { key: 'general', title: 'generalTitle', hint: 'generalHint', target: links.generalList },
    { key: 'grades', title: 'gradesTitle', hint: 'gradesHint', target: links.gradesList },
    { key: 'scorecards', title: 'scorecardsTitle', hint: 'scorecardsHint', target: links.scorecards },
    { key: 'appraisers', title: 'appraisersTitle', hint: 'appraisersHint', target: links.appraisers },
    { key: 'approvers', title: 'approversTitle', hint: 'approversHint', target: links.approvers },
  ];
  return (
    <>
      <PageHeader title={t('apprSet.hubTitle')} subtitle={t('apprSet.hubSubtitle')} />
      <div className="cr-apprset-hub" data-testid="appraisal-settings-hub">
        {cards.map((c) => (
          <Panel key={c.key} title={t(`apprSet.${c.title}`)} testId={`appraisal-settings-${c.key}`}>
            <p>{t(`apprSet.${c.hint}`)}</p>
            <GoLink target={c.target} testId={`appraisal-settings-open-${c.key}`}>
              {t('apprSet.open')}
            </GoLink>
          </Panel>
        ))}
      </div>
    </>
  );
}
