import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { FactList, type Fact } from '../../../../platform/ui/fact-list.tsx';
import { RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import '../../../../platform/ui/fact-list.css';

// Its pages import the fact shape from here, beside the view that shows it.
export type { Fact };

/**
 * An allowance or extra allowance read-only: its facts, what follows them (who is paid), Edit for
 * those who manage salary settings, and a link back to the list.
 */
export function RecordFacts({
  facts,
  links,
  testId,
  children,
}: {
  facts: Fact[];
  links: { list: LinkTarget; edit: LinkTarget };
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage salary settings');
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId={testId}
      edit={manage && { ...links.edit, label: t('allowance.edit') }}
      facts={<FactList facts={facts} className="cr-facts cr-allowance-facts" />}
      back={{ ...links.list, label: t('allowance.backToList'), testId: `${testId}-back` }}
    >
      {children}
    </RecordViewBody>
  );
}
