import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { Button, Descriptions, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { EditOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type AppraisalGroupDetail, type AppraisalSummary } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ScreenLink } from '../components/appraisal-list.tsx';
import { scoreText } from '../components/appraisal-summary.tsx';
import { useGroupActions } from '../components/group-actions.ts';
import { GroupProgress } from '../components/group-progress.tsx';
import { AppraisalStatusTag } from '../components/status-tag.tsx';
import { groupQuery } from '../api.ts';
import { linkTo, useAppraisalScreen } from '../screen-data.ts';
import '../i18n.ts';

function Actions({ g }: { g: AppraisalGroupDetail }) {
  const { t } = useTranslation();
  const { links } = useAppraisalScreen();
  const canEdit = hasPermission(useCurrentUser(), 'edit appraisal');
  const { initiate, end } = useGroupActions();
  if (!canEdit) return null;
  const edit = links.edit ? linkTo(links.edit, g.id) : null;
  return (
    <Space wrap>
      {g.status === 'draft' && edit ? (
        <Link to={edit.to} params={edit.params} data-testid="group-edit">
          <Button icon={<EditOutlined />} tabIndex={-1}>
            {t('appraisalCycle.edit')}
          </Button>
        </Link>
      ) : null}
      {g.status === 'draft' ? (
        <Popconfirm
          title={t('appraisalCycle.initiateTitle', { name: g.name })}
          description={t('appraisalCycle.initiateText')}
          okText={t('appraisalCycle.initiate')}
          cancelText={t('common.cancel')}
          onConfirm={() => initiate.mutateAsync(g.id).catch(() => undefined)}
        >
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={initiate.isPending}
            data-testid="group-initiate"
          >
            {t('appraisalCycle.initiate')}
          </Button>
        </Popconfirm>
      ) : null}
      {g.status !== 'draft' && g.status !== 'ended' ? (
        <Popconfirm
          title={t('appraisalCycle.endTitle', { name: g.name })}
          description={t('appraisalCycle.endText')}
          okText={t('appraisalCycle.end')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => end.mutateAsync(g.id).catch(() => undefined)}
        >
          <Button danger icon={<StopOutlined />} loading={end.isPending} data-testid="group-end">
            {t('appraisalCycle.end')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}

function Members({ g }: { g: AppraisalGroupDetail }) {
  const { t } = useTranslation();
  const { links } = useAppraisalScreen();
  const columns: TableColumnsType<AppraisalSummary> = [
    {
      title: t('appraisalCycle.employee'),
      dataIndex: 'employee_name',
      render: (name: string, row) => (
        <ScreenLink path={links.member} id={row.id} testId={`member-link-${row.id}`}>
          {name}
        </ScreenLink>
      ),
    },
    {
      title: t('appraisalCycle.department'),
      dataIndex: 'department_name',
      responsive: ['lg'],
      render: (v: string | null) => v ?? '—',
    },
    { title: t('appraisalCycle.appraiser'), dataIndex: 'appraiser_name', responsive: ['md'] },
    {
      title: t('appraisalCycle.selfScore'),
      key: 'self',
      responsive: ['md'],
      render: (_v, row) => (row.self_submitted_at ? scoreText(row.self_score) : t('appraisalCycle.notYet')),
    },
    {
      title: t('appraisalCycle.appraiserScore'),
      key: 'appraiser',
      responsive: ['md'],
      render: (_v, row) =>
        row.appraiser_submitted_at ? scoreText(row.appraiser_score) : t('appraisalCycle.notYet'),
    },
    {
      title: t('appraisalCycle.finalScore'),
      dataIndex: 'final_score',
      responsive: ['sm'],
      render: (v: string | null) => scoreText(v),
    },
    {
      title: t('appraisalCycle.finalGrade'),
      dataIndex: 'final_grade',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('appraisalCycle.status'),
      dataIndex: 'status',
      render: (s: AppraisalSummary['status']) => <AppraisalStatusTag status={s} />,
    },
  ];
  return (
    <Panel title={t('appraisalCycle.membersTitle')} testId="group-members">
      {g.appraisals.length === 0 ? (
        <EmptyState
          message={t('appraisalCycle.membersDraft', {
            employees: g.employee_ids.length,
            departments: g.department_ids.length,
          })}
        />
      ) : (
        <Table
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={g.appraisals}
          pagination={g.appraisals.length > 20 ? { pageSize: 20 } : false}
          scroll={{ x: 'max-content' }}
          data-testid="group-members-table"
        />
      )}
    </Panel>
  );
}

function Details({ g }: { g: AppraisalGroupDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Panel className="cr-appraisal-block" testId="group-details" extra={<Actions g={g} />}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('appraisalCycle.status')}>
            <AppraisalStatusTag status={g.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('appraisalCycle.setting')}>{g.general_setting_name}</Descriptions.Item>
          <Descriptions.Item label={t('appraisalCycle.period')}>{g.period}</Descriptions.Item>
          <Descriptions.Item label={t('appraisalCycle.scorecard')}>{g.scorecard_name}</Descriptions.Item>
          <Descriptions.Item label={t('appraisalCycle.dueDate')}>
            <DateText value={g.due_date} />
          </Descriptions.Item>
          <Descriptions.Item label={t('appraisalCycle.initiatedOn')}>
            {g.initiated_at ? <DateText value={g.initiated_at.slice(0, 10)} /> : '—'}
          </Descriptions.Item>
          {g.ended_at ? (
            <Descriptions.Item label={t('appraisalCycle.endedOn')}>
              <DateText value={g.ended_at.slice(0, 10)} />
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <GroupProgress group={g} />
      </Panel>
      <Members g={g} />
    </>
  );
}

/**
 * One appraisal group (admin performance appraisal-group/view/{id} and view-appraisal-history?id=, HRM
 * details, manage-appraisal and appraisal-records/{id}): its cycle, every member's progress, scores and
 * grade, and initiating or ending it.
 */
export default function GroupViewPage() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { id?: unknown };
  const id = params.id ?? String(search.id ?? '');
  const q = useQuery({ ...groupQuery(id), enabled: id !== '' });
  return (
    <>
      <PageHeader back title={t('appraisalCycle.groupTitle')} subtitle={q.data?.name} />
      {id === '' ? (
        <EmptyState message={t('appraisalCycle.noGroupChosen')} />
      ) : q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <PageError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Details g={q.data} />
      )}
    </>
  );
}
