import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, List, Switch } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '@clockroom/contracts';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { refreshStatuses, saveStatusMutation, statusesQuery } from '../api.ts';
import '../i18n.ts';

/** The shared approver screens' address is built at run time: a plain string. */
const APPROVERS: string = '/admin/performance/task-management/settings/approvers';

function ApprovalSwitch({ status }: { status: TaskStatus }) {
  const save = useRefreshingWrite(saveStatusMutation(status.id), refreshStatuses);
  return (
    <Switch
      checked={status.needs_approval}
      loading={save.isPending}
      aria-label={status.name}
      data-testid={`task-approval-${status.id}`}
      onChange={(needs_approval) =>
        save.mutate({ name: status.name, is_done: status.is_done, needs_approval })
      }
    />
  );
}

/** …/settings/manage-approval-settings: which columns a task enters only once approved. */
export default function TaskApprovalSettingsPage() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(statusesQuery());
  return (
    <>
      <PageHeader
        back
        title={t('project.approvalTitle')}
        subtitle={t('project.approvalLink')}
        extra={
          <Link to={APPROVERS} data-testid="task-approvers-link">
            <Button icon={<TeamOutlined />} tabIndex={-1}>
              {t('project.approversTitle')}
            </Button>
          </Link>
        }
      />
      <Alert type="info" showIcon className="cr-mb" title={t('project.approvalHint')} />
      <Panel testId="task-approval-settings">
        <List
          loading={isPending}
          dataSource={data?.results ?? []}
          renderItem={(s) => (
            <List.Item extra={<ApprovalSwitch status={s} />}>
              <List.Item.Meta title={s.name} description={t('project.needsApproval')} />
            </List.Item>
          )}
        />
      </Panel>
    </>
  );
}
