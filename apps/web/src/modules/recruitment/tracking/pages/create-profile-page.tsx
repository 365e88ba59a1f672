import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { Alert, Flex, Result, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Application, HireResult } from '@clockroom/contracts';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { candidateQuery, offeredQuery } from '../api.ts';
import { HireForm } from '../components/hire-form.tsx';
import { fullName, StageTag } from '../components/stages.tsx';
import { trackingScreens } from '../tracking.routes.tsx';
import '../i18n.ts';
import '../tracking.css';

function Hired({ c, result }: { c: Application; result: HireResult }) {
  const { t } = useTranslation();
  const name = fullName(c);
  return (
    <Result
      status="success"
      title={t('rt.hiredDone', { name })}
      subTitle={
        <span data-testid="hire-invite-sent">
          {t('rt.inviteSent', { email: result.email })}
          {result.job_request &&
            ` ${t('rt.headcountLeft', { count: result.job_request.remaining, status: t(`rt.rq.${result.job_request.status}`, { defaultValue: result.job_request.status }) })}`}
        </span>
      }
      extra={
        <Flex gap={8} wrap justify="center">
          <Link {...trackingScreens.paths.hiredView(c.id)}>{t('rt.viewCandidate')}</Link>
          <Link to="/admin/organization/employees/view/$id" params={{ id: String(result.employee_id) }}>
            {t('rt.openEmployee')}
          </Link>
        </Flex>
      }
    />
  );
}

/** Picks the candidate when the address names none: those at the offer stage. */
function PickCandidate({ onPick }: { onPick: (id: number) => void }) {
  const { t } = useTranslation();
  const offered = useQuery(offeredQuery());
  if (offered.isPending) return <PageLoading />;
  const rows = offered.data?.results ?? [];
  return (
    <Panel title={t('rt.pickCandidate')}>
      {rows.length === 0 ? (
        <p className="cr-muted cr-m0">{t('rt.noOffers')}</p>
      ) : (
        <Select
          className="cr-rt-filter"
          style={{ width: '100%' }}
          data-testid="hire-candidate"
          aria-label={t('rt.pickCandidate')}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(id: number) => onPick(id)}
          options={rows.map((c) => ({ value: c.id, label: `${fullName(c)} · ${c.job_posting_title}` }))}
        />
      )}
    </Panel>
  );
}

function ForCandidate({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(candidateQuery(id));
  const [result, setResult] = useState<HireResult | null>(null);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  const c = query.data;
  const name = fullName(c);
  if (result) return <Hired c={c} result={result} />;
  const header = (
    <Flex gap={8} align="center" wrap className="cr-mb">
      <Link {...trackingScreens.paths.view(c.id)} data-testid="hire-candidate-name">
        {name}
      </Link>
      <StageTag status={c.status} />
      <span className="cr-muted">{c.job_posting_title}</span>
    </Flex>
  );
  if (c.status === 'hired')
    return (
      <>
        {header}
        <Alert type="info" showIcon title={t('rt.alreadyHired', { name })} className="cr-mb" />
        {c.employee && (
          <Link
            to="/admin/organization/employees/edit/$id"
            params={{ id: String(c.employee.id) }}
            data-testid="hire-edit-employee"
          >
            {t('rt.editEmployee')}
          </Link>
        )}
      </>
    );
  if (c.status !== 'offer')
    return (
      <>
        {header}
        <Alert type="warning" showIcon title={t('rt.notOffer', { name, stage: t(`rt.s.${c.status}`) })} />
      </>
    );
  return (
    <>
      {header}
      <HireForm candidate={c} onHired={setResult} />
    </>
  );
}

/**
 * …/hired-candidate/create-profile (the candidate as ?id=, or picked among the offers) and
 * …/hired-candidate/edit/$id: hire a candidate at the offer stage; once hired, the employee is edited
 * in the organisation, where this page leads.
 */
export default function CreateProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams({ strict: false }).id;
  const search = useSearch({ strict: false }) as { id?: string | number };
  const id = Number(param ?? search.id);
  return (
    <>
      <PageHeader back title={t('rt.createProfile')} subtitle={t('rt.createProfileSub')} />
      {Number.isInteger(id) && id > 0 ? (
        <ForCandidate key={id} id={id} />
      ) : (
        <PickCandidate
          onPick={(picked) =>
            void navigate({ ...trackingScreens.paths.createProfile, search: { id: picked } as never })
          }
        />
      )}
    </>
  );
}
