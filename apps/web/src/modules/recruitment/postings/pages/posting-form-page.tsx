import { useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { jobRequestQuery } from '../../requisitions/api.ts';
import { postingQuery } from '../api.ts';
import { PostingForm } from '../components/posting-form.tsx';
import '../i18n.ts';
import '../../components/recruitment.css';

/**
 * …/job-post-request/create (`?job_request_id=` starts it from that approved request, prefilled)
 * and …/job-post-request/edit/$id.
 */
export default function PostingFormPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  if (id !== undefined)
    return (
      <RecordPage query={postingQuery(Number(id))} title={t('posting.editTitle')} subtitle={(r) => r.title}>
        {(r) => <PostingForm record={r} />}
      </RecordPage>
    );
  return <CreatePosting />;
}

function CreatePosting() {
  const { t } = useTranslation();
  const search: { job_request_id?: unknown } = useSearch({ strict: false });
  const requestId = Number(search.job_request_id);
  const fromRequest = Number.isInteger(requestId) && requestId > 0;
  const request = useQuery({ ...jobRequestQuery(fromRequest ? requestId : 0), enabled: fromRequest });
  return (
    <>
      <PageHeader back title={t('posting.createTitle')} />
      {!fromRequest ? (
        <PostingForm />
      ) : request.isPending ? (
        <PageLoading />
      ) : request.isError ? (
        <PageError error={request.error} onRetry={() => void request.refetch()} />
      ) : (
        <PostingForm request={request.data} />
      )}
    </>
  );
}
