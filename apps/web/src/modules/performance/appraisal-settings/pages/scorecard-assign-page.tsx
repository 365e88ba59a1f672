import type { ReactElement } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, type AppraisalGroup } from '@clockroom/contracts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { allGroupsQuery, assignScorecardMutation, refreshSettings, scorecardQuery } from '../api.ts';
import '../i18n.ts';

function Groups({ scorecardId }: { scorecardId: number }): ReactElement {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const groups = useQuery(allGroupsQuery());
  const assign = useMutation({
    ...assignScorecardMutation(scorecardId),
    onSuccess: () => refreshSettings(qc),
  });
  if (groups.isError) return <PageError error={groups.error} onRetry={() => void groups.refetch()} />;
  const all = groups.data?.results ?? [];
  const drafts = all.filter((g) => g.status === 'draft');
  const using = all.filter((g) => g.scorecard_id === scorecardId && g.status !== 'draft');
  const columns = [
    { title: t('apprSet.group'), dataIndex: 'name' },
    { title: t('apprSet.period'), dataIndex: 'period', responsive: ['sm' as const] },
    { title: t('apprSet.currentScorecard'), dataIndex: 'scorecard_name', responsive: ['md' as const] },
    {
      title: t('apprSet.dueDate'),
      dataIndex: 'due_date',
      responsive: ['md' as const],
      render: (v: string) => formatDate(v),
    },
  ];
  return (
    <>
      <Panel title={t('apprSet.assignTitle')} testId="scorecard-assign">
        <p className="cr-muted">{t('apprSet.assignHint')}</p>
        <Table<AppraisalGroup>
          rowKey="id"
          size="small"
          loading={groups.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={drafts}
          locale={{ emptyText: <EmptyState message={t('apprSet.noDrafts')} /> }}
          columns={[
            ...columns,
            {
              title: t('apprSet.actions'),
              key: 'assign',
              render: (_v, g) =>
                g.scorecard_id === scorecardId ? (
                  <Tag color="green">{t('apprSet.assigned')}</Tag>
                ) : (
                  <Button
                    loading={assign.isPending && assign.variables?.id === g.id}
                    onClick={() => assign.mutate(g)}
                    data-testid={`scorecard-assign-${g.id}`}
                  >
                    {t('apprSet.assignTo')}
                  </Button>
                ),
            },
          ]}
        />
      </Panel>
      <Panel title={t('apprSet.usedBy')} testId="scorecard-used-by">
        <Table<AppraisalGroup>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={using}
          locale={{ emptyText: <EmptyState message={t('apprSet.notUsed')} /> }}
          columns={columns.slice(0, 2)}
        />
      </Panel>
    </>
  );
}

/** settings/appraisal/assign/$id: puts the scorecard on draft appraisal groups; shows who uses it. */
export default function ScorecardAssignPage(): ReactElement {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  return (
    <RecordPage query={scorecardQuery(Number(id))} title={t('apprSet.assignTitle')} subtitle={(c) => c.name}>
      {(card) => <Groups scorecardId={card.id} />}
    </RecordPage>
  );
}
