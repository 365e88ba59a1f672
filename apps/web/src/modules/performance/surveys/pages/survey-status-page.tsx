import { Link } from '@tanstack/react-router';
import { Button, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Survey } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { searchMiss } from '../../../../platform/ui/resource-list/search-miss.tsx';
import { surveyEndsOnColumn, surveyStatusColumn } from '../components/survey-status.tsx';
import { surveyBody } from '../components/survey-body.ts';
import { surveyScreens } from '../surveys.routes.tsx';
import { refreshSurveys, surveysQuery, updateSurveyMutation } from '../api.ts';
import '../i18n.ts';

const { paths } = surveyScreens;

/** …/settings/survey-settings (ADR 60): publishing, closing and reopening surveys, one button each. */
export default function SurveyStatusPage() {
  const { t } = useTranslation();
  const move = useRefreshingWrite(updateSurveyMutation(), refreshSurveys);
  const columns: TableColumnsType<Survey> = [
    {
      title: t('survey.titleField'),
      dataIndex: 'title',
      render: (v: string, row) => <Link {...paths.view(row.id)}>{v}</Link>,
    },
    surveyStatusColumn(t),
    surveyEndsOnColumn(t),
    {
      title: t('survey.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space wrap>
          {row.status !== 'published' ? (
            <Button
              size="small"
              type="primary"
              onClick={() => move.mutate(surveyBody(row, { status: 'published' }))}
              data-testid={`survey-publish-${row.id}`}
            >
              {t(row.status === 'closed' ? 'survey.reopen' : 'survey.publish')}
            </Button>
          ) : (
            <Button
              size="small"
              onClick={() => move.mutate(surveyBody(row, { status: 'closed' }))}
              data-testid={`survey-close-${row.id}`}
            >
              {t('survey.close')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader back title={t('survey.settingsStatus')} subtitle={t('survey.settingsStatusText')} />
      <DataTable
        testId="survey-status-table"
        query={surveysQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('survey.search')}
        empty={<EmptyState message={t('survey.empty')} />}
        emptyNarrowed={searchMiss('survey', 'survey-status-clear')}
      />
    </>
  );
}
