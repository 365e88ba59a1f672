import { Link, Navigate, useParams, useSearch } from '@tanstack/react-router';
import { Button } from 'antd';
import { ArrowLeftOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../session/current-user.ts';
import { Panel } from '../../ui/panel.tsx';
import { CoveredPeople } from '../components/covered-people.tsx';
import { GroupRecordPage } from '../components/group-record-page.tsx';
import { LevelsTable } from '../components/levels-table.tsx';
import { useApproverScreens } from '../use-approver-screens.ts';
import '../approvers.css';
import '../i18n.ts';

/**
 * An approver group read-only (spec 2 §2): its facts, each level's approver and alternate, a Back link.
 * Served without an id too (overtime's settings/approver/view): the group named by `?id=`, else the list.
 */
export default function ApproverViewPage() {
  const { paths } = useApproverScreens();
  const { id } = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { id?: unknown };
  const chosen = id ?? (search.id === undefined ? undefined : String(search.id));
  if (chosen === undefined || !/^\d+$/.test(chosen)) return <Navigate to={paths.list} replace />;
  return <GroupView id={chosen} />;
}

function GroupView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { screens, paths } = useApproverScreens();
  const user = useCurrentUser();
  const canManage = hasPermission(user, screens.manage);
  return (
    <GroupRecordPage title={t('approvers.viewTitle')} id={id}>
      {(group) => (
        <div className="cr-approver-view cr-panel-stack" data-testid="approver-view">
          <Panel
            extra={
              canManage ? (
                <>
                  <Link to={paths.assign(group.id)}>
                    <Button icon={<TeamOutlined />} tabIndex={-1}>
                      {t('approvers.assign')}
                    </Button>
                  </Link>{' '}
                  <Link to={paths.edit(group.id)}>
                    <Button icon={<EditOutlined />} tabIndex={-1} data-testid="approver-view-edit">
                      {t('approvers.edit')}
                    </Button>
                  </Link>
                </>
              ) : null
            }
          >
            <dl className="cr-approver-facts">
              <div>
                <dt>{t('approvers.groupName')}</dt>
                <dd data-testid="approver-view-name">{group.group_name}</dd>
              </div>
              <div>
                <dt>{t('approvers.count')}</dt>
                <dd data-testid="approver-view-count">{group.approvers_count}</dd>
              </div>
              <div>
                <dt>{t('approvers.type')}</dt>
                <dd data-testid="approver-view-type">{t(`approvers.${group.approval_types}`)}</dd>
              </div>
            </dl>
            <LevelsTable levels={group.approvalLevels} testId="approver-view-levels" />
          </Panel>
          <CoveredPeople group={group} />
          <div>
            <Link to={paths.list} data-testid="approver-back">
              <ArrowLeftOutlined /> {t('approvers.backToList')}
            </Link>
          </div>
        </div>
      )}
    </GroupRecordPage>
  );
}
