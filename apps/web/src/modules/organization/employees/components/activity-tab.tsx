import { useState } from 'react';
import { Pagination, Skeleton } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { activityQuery } from '../api.ts';

const PER_PAGE = 10;

/** The activity tab: what was done to this employee's record, newest first (the audit log). */
export function ActivityTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = useQuery({
    ...activityQuery(employeeId, page, PER_PAGE),
    placeholderData: keepPreviousData,
  });
  if (activity.isError) return <PageError error={activity.error} onRetry={() => void activity.refetch()} />;
  return (
    <Panel title={t('employees.tabActivity')} testId="activity-list">
      {activity.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : activity.data.results.length === 0 ? (
        <EmptyState message={t('employees.activityEmpty')} />
      ) : (
        <>
          {activity.data.results.map((a) => (
            <div key={a.id} className="cr-activity-item" data-testid="activity-item">
              <span>{a.description}</span>
              <span className="cr-muted">
                <time dateTime={a.created_at}>{dayjs(a.created_at).format('DD-MM-YYYY HH:mm')}</time>
                {a.actor_name ? ` · ${t('employees.activityBy', { name: a.actor_name })}` : ''}
              </span>
            </div>
          ))}
          {activity.data.total > PER_PAGE ? (
            <Pagination
              className="cr-mt"
              size="small"
              current={page}
              pageSize={PER_PAGE}
              total={activity.data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </Panel>
  );
}
