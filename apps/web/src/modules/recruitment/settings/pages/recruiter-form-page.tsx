import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECRUITER_MESSAGES as M, type Recruiter } from '@clockroom/contracts';
import { knownPerson } from '../../../../platform/ui/known-person.ts';
import { EmployeeField } from '../../../../platform/ui/form-fields/employee-field.tsx';
import { SwitchField } from '../../../../platform/ui/form-fields/switch-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { recruitmentSettingsScreens } from '../../recruitment.routes.tsx';
import { allPostingsQuery } from '../../postings/api.ts';
import { allRequestsQuery } from '../../requisitions/api.ts';
import { recruiterQuery, refreshRecruiters, saveRecruiterMutation } from '../api.ts';
import '../i18n.ts';
import '../../components/recruitment.css';

interface Values {
  employee_id: number | null;
  all_access: boolean;
  job_request_ids: number[];
  job_posting_ids: number[];
}

/** …/manage-recruiter-settings/create and /edit/$id: a recruiter and what they may see. */
export default function RecruiterFormPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false });
  if (id === undefined)
    return (
      <>
        <PageHeader back title={t('recruiter.createTitle')} />
        <RecruiterForm />
      </>
    );
  return (
    <RecordPage
      query={recruiterQuery(Number(id))}
      title={t('recruiter.editTitle')}
      subtitle={(r) => r.employee_name}
    >
      {(r) => <RecruiterForm record={r} />}
    </RecordPage>
  );
}

function RecruiterForm({ record }: { record?: Recruiter }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const all = Form.useWatch('all_access', form) ?? record?.all_access ?? false;
  const requests = useQuery(allRequestsQuery());
  const postings = useQuery(allPostingsQuery());
  const list = recruitmentSettingsScreens.paths.recruiters;
  const save = useFormSave(form, {
    ...saveRecruiterMutation(record?.id),
    refresh: refreshRecruiters,
    then: list,
    fieldErrors: { fields: ['employee_id', 'all_access', 'job_request_ids', 'job_posting_ids'] },
  });
  // The record's own titles first, so a request or posting past the first hundred still shows by name.
  const options = (mine: { id: number; title: string }[], rows: { id: number; title: string }[] = []) => {
    const seen = new Map(mine.map((r) => [r.id, r.title]));
    for (const r of rows) seen.set(r.id, r.title);
    return [...seen].map(([value, label]) => ({ value, label }));
  };
  // What a recruiter without all access is limited to: the requests (recruiter.requests) and the postings.
  const limits = [
    ['job_request_ids', 'requests', requests, record?.job_requests ?? []],
    ['job_posting_ids', 'postings', postings, record?.job_postings ?? []],
  ] as const;
  return (
    <PanelForm<Values>
      name="recruiter"
      form={form}
      initialValues={{
        ...startingValues(record, {
          all_access: false,
          job_request_ids: [],
          job_posting_ids: [],
        }),
        employee_id: record?.employee_id ?? null,
      }}
      onFinish={(v) =>
        save.mutate({
          employee_id: v.employee_id ?? '',
          all_access: v.all_access,
          job_request_ids: v.all_access ? [] : v.job_request_ids,
          job_posting_ids: v.all_access ? [] : v.job_posting_ids,
        })
      }
      saving={save.isPending}
      cancel={list}
      facts={{ labels: 'recruiter', testIds: 'recruiter' }}
    >
      <EmployeeField
        name="employee_id"
        required={M.employeeRequired}
        known={knownPerson(record, 'employee')}
        testId="recruiter-employee"
      />
      <SwitchField name="all_access" testId="recruiter-all" />
      {all
        ? null
        : limits.map(([name, key, query, mine]) => (
            <SelectField
              key={name}
              name={name}
              label={t(`recruiter.${key}`)}
              extra={t(`recruiter.${key}Hint`)}
              mode="multiple"
              search
              loading={query.isPending}
              options={options(mine, query.data?.results)}
              testId={`recruiter-${key}`}
            />
          ))}
    </PanelForm>
  );
}
