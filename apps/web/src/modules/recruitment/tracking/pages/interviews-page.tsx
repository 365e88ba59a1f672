import { lazy, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, DatePicker, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  hasPermission,
  type InterviewSummary,
} from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { OnceOpened } from '../../../../platform/ui/once-opened.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { interviewsQuery, RANGE_SEPARATOR, rangeOf } from '../api.ts';
import { StageTag } from '../components/stages.tsx';
import { trackingScreens } from '../tracking.routes.tsx';
import '../i18n.ts';
import '../tracking.css';

// The scheduling dialog (pickers, the employee picker) loads when it first opens (ARCHITECTURE §6).
const InterviewFormModal = lazy(() =>
  import('../components/interview-form-modal.tsx').then((m) => ({ default: m.InterviewFormModal })),
);

function useColumns(): TableColumnsType<InterviewSummary> {
  const { t } = useTranslation();
  return [
    {
      title: t('ri.when'),
      key: 'when',
      render: (_v, row) => (
        <span className="cr-wrap">
          <Link {...trackingScreens.paths.interview(row.id)} data-testid={`interview-link-${row.id}`}>
            {formatDateTime(row.starts_at)}
          </Link>
          <span className="cr-muted cr-small">{t('ri.minutes', { count: row.duration_minutes })}</span>
        </span>
      ),
    },
    {
      title: t('ri.candidate'),
      key: 'candidate',
      render: (_v, row) => (
        <span className="cr-wrap">
          <Link {...trackingScreens.paths.view(row.application_id)}>{row.candidate_name}</Link>
          <span className="cr-muted cr-small">{row.job_posting_title}</span>
        </span>
      ),
    },
    {
      title: t('rt.status'),
      dataIndex: 'application_status',
      responsive: ['md'],
      render: (s: InterviewSummary['application_status']) => <StageTag status={s} />,
    },
    {
      title: t('ri.place'),
      key: 'place',
      responsive: ['lg'],
      render: (_v, row) => (
        <span className="cr-wrap">{[row.location, row.link].filter(Boolean).join(' · ')}</span>
      ),
    },
    {
      title: t('ri.interviewers'),
      key: 'panel',
      responsive: ['md'],
      render: (_v, row) => row.interviewers.map((p) => p.name).join(', '),
    },
    {
      title: t('ri.scorecards'),
      dataIndex: 'scorecard_count',
      responsive: ['sm'],
      render: (n: number) => t('ri.scorecardCount', { count: n }),
    },
  ];
}

/** /admin/recruitment/tracking/interview-list: the scheduled interviews, by day; schedule a new one. */
export default function InterviewsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const columns = useColumns();
  return (
    <>
      <PageHeader
        title={t('ri.title')}
        subtitle={t('ri.subtitle')}
        extra={
          hasPermission(user, 'manage applicant tracking') ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setOpen(true)}
              data-testid="interview-create"
            >
              {t('ri.schedule')}
            </Button>
          ) : null
        }
      />
      <DataTable
        testId="interview-table"
        query={interviewsQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('ri.search')}
        empty={<EmptyState message={t('ri.empty')} />}
        toolbar={({ filters, setFilter }) => {
          const [start, end] = rangeOf(filters['range']);
          return (
            <DatePicker.RangePicker
              aria-label={t('ri.between')}
              data-testid="interview-date-filter"
              className="cr-rt-range"
              format={DATE_DISPLAY_FORMAT}
              value={start && end ? [dayjs(start), dayjs(end)] : null}
              onChange={(range) => {
                const from = range?.[0]?.format(DATE_VALUE_FORMAT);
                const to = range?.[1]?.format(DATE_VALUE_FORMAT);
                setFilter('range', from && to ? `${from}${RANGE_SEPARATOR}${to}` : null);
              }}
            />
          );
        }}
      />
      <OnceOpened open={open}>
        <InterviewFormModal
          open={open}
          onClose={() => setOpen(false)}
          onSaved={(i) => void navigate(trackingScreens.paths.interview(i.id))}
        />
      </OnceOpened>
    </>
  );
}
