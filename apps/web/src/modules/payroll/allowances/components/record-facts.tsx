import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** One fact of a record: its label and value. */
export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

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
          manage ? (
            <Link {...links.edit}>
              <Button icon={<EditOutlined />} tabIndex={-1} data-testid={`${testId}-edit`}>
                {t('allowance.edit')}
              </Button>
            </Link>
          ) : null
        }
      >
        <dl className="cr-allowance-facts">
          {facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd data-testid={f.testId}>{f.value}</dd>
            </div>
          ))}
        </dl>
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
