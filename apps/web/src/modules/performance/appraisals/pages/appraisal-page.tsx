import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Appraisable } from '@clockroom/contracts';
import { ApiError } from '../../../../platform/api/api-error.ts';
import { DecisionFooter } from '../../../../platform/approvers/inbox/approval-inbox.tsx';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { AppraisalSummaryPanel } from '../components/appraisal-summary.tsx';
import { RatingForm } from '../components/rating-form.tsx';
import { RatingsView } from '../components/ratings-view.tsx';
import { APPRAISAL_DECISION_WORDS, useAppraisalDecisions } from '../components/use-appraisal-decisions.ts';
import { appraiserAppraisableQuery, selfAppraisableQuery } from '../api.ts';
import { linkTo, useAppraisalScreen } from '../screen-data.ts';
import '../i18n.ts';

type Side = 'self' | 'appraiser';

/** Whether the reader may still rate their side of it. */
function canRate(a: Appraisable, side: Side, me: number) {
  if (side === 'self') return a.employee_id === me && !a.self_submitted_at && a.status === 'initiated';
  return (
    a.appraiser_id === me &&
    !a.appraiser_submitted_at &&
    (a.status === 'initiated' || a.status === 'rejected')
  );
}

function Decide({ id }: { id: number }) {
  const decisions = useAppraisalDecisions();
  return (
    <>
      {decisions.refusedAlert}
      <DecisionFooter
        decisions={decisions}
        {...APPRAISAL_DECISION_WORDS}
        id={id}
        className="cr-appraisal-decide"
        onDone={() => undefined}
      />
      {decisions.rejectDialog}
    </>
  );
}

function Body({ a, side }: { a: Appraisable; side: Side }) {
  const { t } = useTranslation();
  const { mode, links } = useAppraisalScreen();
  const me = useCurrentUser().employee.id;
  const rating = canRate(a, side, me);
  const after = linkTo(side === 'self' ? links.selfView : links.rateView, a.id);
  if (mode === 'rate' && rating)
    return (
      <>
        <AppraisalSummaryPanel a={a} />
        <RatingForm a={a} side={side} after={after} />
      </>
    );
  const rateLink = linkTo(side === 'self' ? links.selfRate : links.rate, a.id);
  return (
    <>
      {rating ? (
        <Alert
          className="cr-appraisal-block"
          type="info"
          showIcon
          title={t(side === 'self' ? 'appraisalCycle.selfOpen' : 'appraisalCycle.appraiserOpen')}
          action={
            <Link to={rateLink.to} params={rateLink.params} data-testid="appraisal-rate-link">
              <Button type="primary" icon={<EditOutlined />} tabIndex={-1}>
                {t(side === 'self' ? 'appraisalCycle.selfAppraise' : 'appraisalCycle.appraise')}
              </Button>
            </Link>
          }
        />
      ) : null}
      <AppraisalSummaryPanel a={a} />
      {mode === 'approval' && a.status === 'in_review' ? <Decide id={a.id} /> : null}
      <RatingsView a={a} />
    </>
  );
}

const notFound = (e: Error | null) => e instanceof ApiError && (e.status === 404 || e.status === 403);

/**
 * One appraisal in every tree (issue 22): on a rate screen the rating form while the reader may still
 * rate their side, else the scores (two decimals), final grade and every KPI's ratings they may see; on
 * an approval screen with approve and reject. The employee's own is read as theirs (self-appraisable),
 * anyone else's as appraiser, approver or HR (appraiser-appraisable).
 */
export default function AppraisalPage() {
  const { t } = useTranslation();
  const { side, mode } = useAppraisalScreen();
  const params = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { id?: unknown };
  const id = params.id ?? String(search.id ?? '');
  const own = useQuery({ ...selfAppraisableQuery(id), enabled: side !== 'appraiser' && id !== '' });
  const asOther = side === 'appraiser' || (side === 'auto' && notFound(own.error));
  const other = useQuery({ ...appraiserAppraisableQuery(id), enabled: asOther && id !== '' });
  const q = asOther ? other : own;
  const me = useCurrentUser().employee.id;
  const rating =
    mode === 'rate' && q.data !== undefined && canRate(q.data, asOther ? 'appraiser' : 'self', me);
  const title = t(
    mode === 'approval'
      ? 'appraisalCycle.approvalTitle'
      : rating
        ? 'appraisalCycle.rateTitle'
        : 'appraisalCycle.viewTitle',
  );
  return (
    <>
      <PageHeader
        back
        title={title}
        subtitle={q.data ? `${q.data.employee_name} · ${q.data.group_name}` : undefined}
      />
      {id === '' ? (
        <EmptyState message={t('appraisalCycle.noneChosen')} />
      ) : q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <PageError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Body a={q.data} side={asOther ? 'appraiser' : 'self'} />
      )}
    </>
  );
}
