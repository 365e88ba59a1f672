import type { ReactNode } from 'react';
import { Button, Flex, Skeleton } from 'antd';
import { UserDeleteOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../platform/hooks/use-document-title.ts';
import { ApiError } from '../../../../platform/api/api-error.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { StatusPanel } from '../../../../platform/ui/status-panel.tsx';
import '../i18n.ts';

interface EmployeeQueryStatesProps {
  query: UseQueryResult<unknown>;
  /** Body rows of the loading skeleton. */
  rows: number;
  notFound: { testId: string; title: string; text: string; back: { to: string; label: string } };
}

/**
 * What a profile page shows before it has an employee: a skeleton while loading, a 404 panel for an
 * unknown (or another company's) id, the retryable error otherwise. Null once the data is there.
 */
export function EmployeeQueryStates({ query, rows, notFound }: EmployeeQueryStatesProps): ReactNode {
  const { t } = useTranslation();
  // While loading or failing, the tab reads "Employees · Clockroom", not the bare app name.
  useDocumentTitle(t('employees.title'));
  if (query.isPending) {
    return (
      <Flex vertical gap={24}>
        <Panel>
          <Skeleton avatar={{ size: 88 }} active paragraph={{ rows: 2 }} />
        </Panel>
        <Panel>
          <Skeleton active paragraph={{ rows }} />
        </Panel>
      </Flex>
    );
  }
  if (!query.isError) return null;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <StatusPanel
        icon={<UserDeleteOutlined />}
        testId={notFound.testId}
        status="404"
        title={notFound.title}
        subTitle={notFound.text}
        extra={
          <Link to={notFound.back.to}>
            <Button type="primary">{notFound.back.label}</Button>
          </Link>
        }
      />
    );
  }
  return <PageError error={query.error} onRetry={() => void query.refetch()} />;
}
