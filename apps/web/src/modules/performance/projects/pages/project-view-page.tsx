import { Link, useParams } from '@tanstack/react-router';
import { Button, Descriptions, Space, Tag } from 'antd';
import { EditOutlined, ProjectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { DayText, ProjectProgress, ProjectStatusTag } from '../components/project-bits.tsx';
import { adminTaskBoardScreens } from '../projects.routes.tsx';
import { projectQuery } from '../api.ts';
import '../i18n.ts';

const { paths } = adminTaskBoardScreens;

/** …/task-management/view-projects/$id: the project's details, its members and progress. */
export default function ProjectViewPage() {
  const { t } = useTranslation();
  const id = Number(useParams({ strict: false }).id);
  const canEdit = hasPermission(useCurrentUser(), 'edit project');
  return (
    <RecordPage query={projectQuery(id)} title={t('project.view')} subtitle={(p) => p.name}>
      {(p) => (
        <Panel testId="project-view">
          <Space wrap className="cr-mb">
            <Link {...paths.view(p.id)} data-testid="project-open-board">
              <Button type="primary" icon={<ProjectOutlined />}>
                {t('project.open')}
              </Button>
            </Link>
            {canEdit && (
              <Link {...paths.edit(p.id)} data-testid="project-edit">
                <Button icon={<EditOutlined />}>{t('project.edit')}</Button>
              </Link>
            )}
          </Space>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('project.name')}>{p.name}</Descriptions.Item>
            <Descriptions.Item label={t('project.status')}>
              <ProjectStatusTag status={p.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('project.startDate')}>
              <DayText value={p.start_date} />
            </Descriptions.Item>
            <Descriptions.Item label={t('project.endDate')}>
              <DayText value={p.end_date} />
            </Descriptions.Item>
            <Descriptions.Item label={t('project.progress')} span={2}>
              <ProjectProgress project={p} />
              {t('project.tasks', { done: p.done_count, count: p.tasks_count })}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.memberList')} span={2}>
              {p.members.length === 0
                ? t('project.none')
                : p.members.map((m) => <Tag key={m.id}>{m.name}</Tag>)}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.description')} span={2}>
              {p.description ?? '—'}
            </Descriptions.Item>
          </Descriptions>
        </Panel>
      )}
    </RecordPage>
  );
}
