import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import { PageError } from '../page-error.tsx';
import { Panel } from '../panel.tsx';
import './dashboard.css';

interface DashboardFrameProps<T> {
  header: ReactNode;
  query: UseQueryResult<T>;
  /** The loaded dashboard's test id; `${testId}-loading` while it loads. */
  testId: string;
  children: (data: T) => ReactNode;
}

/**
 * The shape every module dashboard shares: its header, then skeleton panels while the figures load,
 * the error with a retry when they fail, or the dashboard itself (tiles, then a grid of panels).
 */
export function DashboardFrame<T>({ header, query, testId, children }: DashboardFrameProps<T>) {
  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className="cr-dash-grid" data-testid={`${testId}-loading`}>
        {[0, 1, 2, 3].map((i) => (
          <Panel key={i}>
            <Skeleton active />
          </Panel>
        ))}
      </div>
    );
  else if (query.isError) body = <PageError error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <Flex vertical gap={24} data-testid={testId}>
        {children(query.data)}
      </Flex>
    );
  return (
    <>
      {header}
      {body}
    </>
  );
}
