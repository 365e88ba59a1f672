import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { FactList, type Fact } from '../../../../platform/ui/fact-list.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { EditLink } from '../../../../platform/ui/create-link.tsx';

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
    <div className="cr-allowance-stack" data-testid={testId}>
      <Panel
        extra={
          manage ? <EditLink {...links.edit} label={t('allowance.edit')} testId={`${testId}-edit`} /> : null
        }
      >
        <FactList facts={facts} className="cr-allowance-facts" />
      </Panel>
      {children}
      <div>
        <Link {...links.list} data-testid={`${testId}-back`}>
          <ArrowLeftOutlined /> {t('allowance.backToList')}
        </Link>
      </div>
    </div>
  );
}
