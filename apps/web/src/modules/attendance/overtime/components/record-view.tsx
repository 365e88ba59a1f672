import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { FactList, type Fact } from '../../../../platform/ui/fact-list.tsx';
import { RecordViewBody } from '../../../../platform/ui/record-view.tsx';
import { EditLink } from '../../../../platform/ui/create-link.tsx';

// Its pages import the fact shape from here, beside the view that shows it.
export type { Fact };

/**
 * A work rate or an overtime rule read-only: its facts, what follows them (months, assigned people),
 * Edit and Assign for those who manage the settings, and a Back link to the list.
 */
export function RecordView({
  facts,
  links,
  testId,
  children,
}: {
  facts: Fact[];
  links: { list: LinkTarget; edit: LinkTarget; assign: LinkTarget };
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage overtime settings');
  return (
    <RecordViewBody
      className="cr-panel-stack"
      testId={testId}
      actions={
        manage ? (
          <>
            <Link {...links.assign}>
              <Button icon={<UserAddOutlined />} tabIndex={-1} data-testid={`${testId}-assign`}>
                {t('overtime.assign')}
              </Button>
            </Link>{' '}
            <EditLink {...links.edit} label={t('overtime.edit')} testId={`${testId}-edit`} />
          </>
        ) : null
      }
      facts={<FactList facts={facts} className="cr-overtime-facts" />}
      back={{ ...links.list, label: t('overtime.backToList'), testId: `${testId}-back` }}
    >
      {children}
    </RecordViewBody>
  );
}
