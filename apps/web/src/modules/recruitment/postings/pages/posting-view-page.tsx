import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type JobPosting } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { IconAction } from '../../../../platform/ui/icon-action.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { postingScreens, requisitionScreens } from '../../recruitment.routes.tsx';
import { NairaRange, RecruitStatusTag } from '../../components/recruit-bits.tsx';
import { postingQuery } from '../api.ts';
import { usePostingActions } from '../components/posting-actions.tsx';
import '../i18n.ts';
import '../../../../platform/ui/fact-list.css';
import '../../components/recruitment.css';

/** …/job-post-request/view/$id: the posting as candidates read it, its state and its careers link. */
export default function PostingViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  return (
    <RecordPage query={postingQuery(Number(id))} title={t('posting.viewTitle')} subtitle={(p) => p.title}>
      {(p) => <PostingView posting={p} />}
    </RecordPage>
  );
}

function PostingView({ posting: p }: { posting: JobPosting }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const actions = usePostingActions({
    withView: false,
    afterDelete: () => void navigate(postingScreens.paths.list),
  });
  const slug = user?.employee.company.slug ?? '';
  const careers = `/careers/${encodeURIComponent(slug)}/${p.id}`;
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <Panel
        testId="posting-view"
        title={<RecruitStatusTag status={p.status} testId="posting-status" />}
        extra={
          <Flex gap={4} wrap>
            {actions(p).map(({ key, ...a }) => (
              <IconAction key={key} {...a} />
            ))}
          </Flex>
        }
      >
        <dl className="cr-facts cr-recruit-facts">
          {fact(
            t('posting.request'),
            p.job_request_id ? (
              <Button
                type="link"
                style={{ padding: 0 }}
                onClick={() => void navigate(requisitionScreens.paths.view(p.job_request_id ?? 0))}
              >
                {p.job_request_title}
              </Button>
            ) : (
              t('recruit.none')
            ),
          )}
          {fact(t('posting.location'), p.location ?? t('recruit.none'))}
          {fact(t('posting.employmentType'), t(`recruit.type.${p.employment_type}`))}
          {fact(
            t('posting.salary'),
            <>
              <NairaRange min={p.salary_min} max={p.salary_max} />
              {p.salary_visible ? null : (
                <span className="cr-muted cr-small cr-recruit-sub">{t('posting.salaryHidden')}</span>
              )}
            </>,
          )}
          {fact(
            t('posting.closingDate'),
            p.closing_date ? formatDate(p.closing_date) : t('posting.noClosingDate'),
          )}
          {fact(
            t('posting.publishedOn'),
            p.published_at ? formatDate(p.published_at.slice(0, 10)) : t('recruit.none'),
          )}
          {fact(
            t('posting.boards'),
            p.job_boards.length ? p.job_boards.map((b) => <Tag key={b.id}>{b.name}</Tag>) : t('recruit.none'),
          )}
        </dl>
      </Panel>
      <Panel title={t('posting.careersLink')} testId="posting-careers">
        {p.status === 'published' ? (
          <>
            <p className="cr-muted cr-small">{t('posting.careersHint')}</p>
            <Typography.Link
              href={careers}
              target="_blank"
              rel="noopener"
              className="cr-recruit-link"
              data-testid="posting-careers-link"
              copyable={{
                text: `${window.location.origin}${careers}`,
                tooltips: [t('posting.copy'), t('posting.copied')],
              }}
            >
              {`${window.location.origin}${careers}`}
            </Typography.Link>
          </>
        ) : (
          <p className="cr-muted" data-testid="posting-careers-closed">
            {t('posting.notPublished')}
          </p>
        )}
      </Panel>
      <Panel title={t('posting.description')}>
        <p className="cr-recruit-text">{p.description}</p>
        {p.requirements ? (
          <>
            <h3 className="cr-small cr-muted">{t('posting.requirements')}</h3>
            <p className="cr-recruit-text">{p.requirements}</p>
          </>
        ) : null}
      </Panel>
      <Panel title={t('posting.questions')} testId="posting-questions">
        {p.questions.length === 0 ? (
          <p className="cr-muted">{t('posting.noQuestions')}</p>
        ) : (
          <ol>
            {p.questions.map((q) => (
              <li key={q.id}>
                {q.text}{' '}
                <Tag color={q.required ? 'blue' : 'default'}>
                  {t(q.required ? 'posting.required' : 'posting.optional')}
                </Tag>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}
