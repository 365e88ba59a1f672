import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { App, Button, Flex, Rate, Tag } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type Interview } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { formatDateTime } from '../../../../platform/ui/date-time.ts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { cancelInterviewMutation, interviewQuery, refreshCandidates } from '../api.ts';
import { InterviewFormModal } from '../components/interview-form-modal.tsx';
import { ScorecardForm } from '../components/scorecard-form.tsx';
import { StageTag } from '../components/stages.tsx';
import { trackingScreens } from '../tracking.routes.tsx';
import '../i18n.ts';
import '../tracking.css';

function DetailsPanel({ i }: { i: Interview }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('rt.details')} testId="interview-details">
      <dl className="cr-rt-details">
        <dt>{t('ri.candidate')}</dt>
        <dd>
          <Link {...trackingScreens.paths.view(i.application_id)}>{i.candidate_name}</Link>{' '}
          <StageTag status={i.application_status} />
        </dd>
        <dt>{t('rt.posting')}</dt>
        <dd>{i.job_posting_title}</dd>
        <dt>{t('ri.when')}</dt>
        <dd data-testid="interview-when">
          {formatDateTime(i.starts_at)} · {t('ri.minutes', { count: i.duration_minutes })}
        </dd>
        {i.location && (
          <>
            <dt>{t('ri.location')}</dt>
            <dd>{i.location}</dd>
          </>
        )}
        {i.link && (
          <>
            <dt>{t('ri.link')}</dt>
            <dd>
              <a href={i.link} target="_blank" rel="noreferrer noopener">
                {t('ri.join')}
              </a>
            </dd>
          </>
        )}
        <dt>{t('ri.interviewers')}</dt>
        <dd>{i.interviewers.map((p) => p.name).join(', ')}</dd>
        {i.note && (
          <>
            <dt>{t('ri.note')}</dt>
            <dd className="cr-rt-pre">{i.note}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}

function ScorecardsPanel({ i }: { i: Interview }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('ri.scorecards')} testId="interview-scorecards">
      {i.scorecards.length === 0 ? (
        <p className="cr-muted cr-m0">{t('ri.noScorecards')}</p>
      ) : (
        <ul className="cr-rt-list">
          {i.scorecards.map((s) => (
            <li key={s.id} data-testid={`scorecard-${s.id}`}>
              <Flex gap={8} wrap align="center">
                <strong>{s.interviewer.name}</strong>
                <Tag color={s.recommendation.endsWith('yes') ? 'green' : 'red'}>
                  {t(`ri.rec.${s.recommendation}`)}
                </Tag>
                <span className="cr-muted">{t('ri.average', { value: s.average })}</span>
              </Flex>
              {s.ratings.map((r) => (
                <Flex key={r.criterion} gap={8} wrap align="center" className="cr-small">
                  <span>{r.criterion}</span>
                  <Rate disabled value={r.rating} style={{ fontSize: 14 }} />
                </Flex>
              ))}
              {s.note && <p className="cr-rt-pre cr-muted">{s.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** …/interview-list/$id: the interview, its panel's scorecards and the signed-in interviewer's own. */
export default function InterviewPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const id = Number(useParams({ strict: false }).id);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const query = useQuery(interviewQuery(id));
  const [editing, setEditing] = useState(false);
  const cancel = useMutation({
    ...cancelInterviewMutation(),
    onSuccess: () => {
      void refreshCandidates(qc);
      void navigate(trackingScreens.paths.interviews);
    },
  });
  const i = query.data;
  const manage = hasPermission(user, 'manage applicant tracking');
  const onPanel = i?.interviewer_ids.includes(user.employee.id) ?? false;
  const mine = i?.scorecards.find((s) => s.interviewer.id === user.employee.id);
  const actions = i && manage && (
    <Flex gap={8} wrap>
      <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="interview-edit">
        {t('ri.edit')}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined />}
        loading={cancel.isPending}
        data-testid="interview-cancel"
        onClick={() =>
          void modal.confirm({
            title: t('ri.cancelTitle'),
            content: t('ri.cancelText'),
            okText: t('ri.cancelOk'),
            okButtonProps: { danger: true },
            cancelText: t('ri.keep'),
            onOk: () => cancel.mutateAsync(id),
          })
        }
      >
        {t('ri.cancel')}
      </Button>
    </Flex>
  );
  return (
    <>
      <PageHeader
        back
        title={i ? i.candidate_name : t('ri.title')}
        subtitle={i?.job_posting_title}
        extra={actions}
      />
      {query.isPending ? (
        <PageLoading />
      ) : query.isError || !i ? (
        <PageError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="cr-rt-grid" data-testid="interview-page">
          <div className="cr-rt-list">
            <DetailsPanel i={i} />
            <ScorecardsPanel i={i} />
          </div>
          {onPanel ? (
            <ScorecardForm interviewId={i.id} mine={mine} />
          ) : (
            <Panel title={t('ri.myScorecard')}>
              <p className="cr-muted cr-m0">{t('ri.notOnPanel')}</p>
            </Panel>
          )}
        </div>
      )}
      {i && <InterviewFormModal open={editing} record={i} onClose={() => setEditing(false)} />}
    </>
  );
}
