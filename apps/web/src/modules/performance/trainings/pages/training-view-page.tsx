import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type Enrolment, type Training } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { adminTrainingScreens } from '../training.routes.tsx';
import { deleteTrainingMutation, refreshTrainings, trainingQuery } from '../api.ts';
import { TrainingForm } from '../components/training-form.tsx';
import { CertificateLink, EnrolmentEditor } from '../components/enrolment-row.tsx';
import { useActiveView } from '../../../../platform/routing/use-active-view.ts';
import { EnrolmentTag } from '../components/training-bits.tsx';
import '../i18n.ts';
import '../../../../platform/ui/fact-list.css';
import '../trainings.css';

/** …/general-training/view/$id: the training, and its enrolments' attendance, scores and certificates. */
export default function TrainingViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  return (
    <RecordPage query={trainingQuery(Number(id))} title={t('training.title')} subtitle={(r) => r.title}>
      {(record) => <TrainingView record={record} />}
    </RecordPage>
  );
}

function TrainingView({ record }: { record: Training }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const ess = useActiveView() === 'ess';
  const edit = !ess && hasPermission(user, 'edit training');
  const remove = !ess && hasPermission(user, 'delete training');
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const del = useMutation({
    ...deleteTrainingMutation(),
    onSuccess: async () => {
      await refreshTrainings(queryClient);
      await navigate(adminTrainingScreens.paths.list);
    },
  });
  const facts: [string, string][] = [
    [t('training.dates'), `${formatDate(record.starts_on)} – ${formatDate(record.ends_on)}`],
    [t('training.provider'), record.provider ?? ''],
    [t('training.category'), record.category_name ?? t('training.noCategory')],
    [t('training.location'), record.location ?? ''],
    [t('training.link'), record.link ?? ''],
    [t('training.capacity'), record.capacity === null ? '' : String(record.capacity)],
  ];
  const columns: TableColumnsType<Enrolment> = [
    {
      title: t('training.employee'),
      dataIndex: 'employee_name',
      render: (v: string) => <span className="cr-wrap">{v}</span>,
    },
    edit
      ? {
          title: t('training.status'),
          key: 'edit',
          render: (_v, row) => (
            <EnrolmentEditor
              key={`${row.id}-${row.status}-${row.score}`}
              trainingId={record.id}
              enrolment={row}
            />
          ),
        }
      : {
          title: t('training.status'),
          key: 'status',
          render: (_v, row) => (
            <Space wrap>
              <EnrolmentTag status={row.status} />
              {row.score === null ? null : `${t('training.score')} ${row.score}`}
              <CertificateLink enrolment={row} />
            </Space>
          ),
        },
  ];
  return (
    <>
      <Panel
        testId="training-facts"
        extra={
          <Space wrap>
            {edit ? (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="training-edit">
                {t('training.edit')}
              </Button>
            ) : null}
            {remove ? (
              <Popconfirm
                title={t('training.deleteTitle', { name: record.title })}
                description={t('training.deleteText')}
                okText={t('training.delete')}
                onConfirm={() => del.mutateAsync(record.id).catch(() => undefined)}
              >
                <Button danger icon={<DeleteOutlined />} data-testid="training-delete">
                  {t('training.delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        }
      >
        <dl className="cr-facts cr-training-facts">
          {facts
            .filter(([, v]) => v !== '')
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        {record.description ? <p className="cr-wrap">{record.description}</p> : null}
      </Panel>
      <Panel title={t('training.enrolments')} testId="training-enrolments">
        <Table<Enrolment>
          rowKey="id"
          columns={columns}
          dataSource={record.enrolments}
          pagination={false}
          locale={{ emptyText: t('training.noEnrolments') }}
          data-testid="enrolment-table"
        />
      </Panel>
      <Modal
        open={editing}
        title={t('training.edit')}
        footer={null}
        onCancel={() => setEditing(false)}
        destroyOnHidden
        width={640}
      >
        <TrainingForm record={record} onSaved={() => setEditing(false)} />
      </Modal>
    </>
  );
}
