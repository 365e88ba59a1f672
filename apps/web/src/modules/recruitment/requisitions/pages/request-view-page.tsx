import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, Timeline } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type JobRequest } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { postingScreens } from '../../recruitment.routes.tsx';
import { jobRequestQuery } from '../api.ts';
import { NairaRange, RecruitStatusTag } from '../../components/recruit-bits.tsx';
import '../i18n.ts';
import '../../../../platform/ui/fact-list.css';
import '../../components/recruitment.css';

const day = (iso: string) => formatDate(iso.slice(0, 10));

/** …/talent-request/view/$id: the request, its approval so far, and its postings' start. */
export default function RequestViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  return (
    <RecordPage
      query={jobRequestQuery(Number(id))}
      title={t('jobRequest.viewTitle')}
      subtitle={(r) => r.title}
    >
      {(r) => <RequestView request={r} />}
    </RecordPage>
  );
}

function RequestView({ request: r }: { request: JobRequest }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canPost = r.status === 'approved' && hasPermission(user, 'create job posting');
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const trail = [
    {
      key: 'raised',
      color: 'blue',
      children: (
        <>
          {r.requested_by
            ? t('jobRequest.trail.raised', { name: r.requested_by.name })
            : t('jobRequest.trail.raisedNoName')}
          <span className="cr-muted cr-small cr-recruit-sub">{day(r.created_at)}</span>
        </>
      ),
    },
    {
      key: 'decision',
      color: r.status === 'pending' ? 'gray' : r.status === 'rejected' ? 'red' : 'green',
      children: (
        <>
          {t(`jobRequest.trail.${r.status === 'filled' ? 'approved' : r.status}`)}
          {r.status !== 'pending' ? (
            <span className="cr-muted cr-small cr-recruit-sub">{day(r.updated_at)}</span>
          ) : null}
          {r.rejection_reason ? (
            <span className="cr-recruit-sub" data-testid="job-request-reason">
              {t('jobRequest.reason', { reason: r.rejection_reason })}
            </span>
          ) : null}
        </>
      ),
    },
    ...(r.status === 'filled'
      ? [{ key: 'filled', color: 'blue', children: t('jobRequest.trail.filled') }]
      : []),
  ];
  return (
    <>
      <Panel
        testId="job-request-view"
        title={<RecruitStatusTag status={r.status} testId="job-request-status" />}
        extra={
          canPost ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="job-request-make-posting"
              onClick={() =>
                void navigate({ ...postingScreens.paths.create, search: { job_request_id: r.id } } as never)
              }
            >
              {t('jobRequest.makePosting')}
            </Button>
          ) : null
        }
      >
        <dl className="cr-facts cr-recruit-facts">
          {fact(t('jobRequest.department'), r.department_name)}
          {fact(t('jobRequest.designation'), r.designation_name ?? t('recruit.none'))}
          {fact(t('jobRequest.branch'), r.branch_name)}
          {fact(
            t('jobRequest.headcount'),
            t('jobRequest.remaining', { remaining: r.remaining, headcount: r.headcount }),
          )}
          {fact(t('jobRequest.employmentType'), t(`recruit.type.${r.employment_type}`))}
          {fact(t('jobRequest.urgency'), t(`recruit.urgency.${r.urgency}`))}
          {fact(t('jobRequest.budget'), <NairaRange min={r.budget_min} max={r.budget_max} />)}
          {fact(t('jobRequest.template'), r.template_name ?? t('recruit.none'))}
          {fact(t('jobRequest.postings'), t('jobRequest.postingsCount', { count: r.postings_count }))}
        </dl>
        {r.justification ? (
          <>
            <h3 className="cr-small cr-muted">{t('jobRequest.justification')}</h3>
            <p className="cr-recruit-text">{r.justification}</p>
          </>
        ) : null}
      </Panel>
      <Panel title={t('jobRequest.trail')} testId="job-request-trail">
        <Timeline items={trail} />
      </Panel>
    </>
  );
}
