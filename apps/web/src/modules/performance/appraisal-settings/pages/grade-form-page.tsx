import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_MESSAGES as M, type AppraisalGrade, type AppraisalGradeInput } from '@clockroom/contracts';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { FormActions } from '../../../../platform/ui/form-actions.tsx';
import { NoteField } from '../../../../platform/ui/form-fields/note-field.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { NumberField } from '../../../../platform/ui/form-fields/number-field.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import { gradesQuery, refreshSettings, saveGradeMutation } from '../api.ts';
import { useSettingsLinks } from '../links.ts';
import '../i18n.ts';
import '../appraisal-settings.css';

type Values = { name: string; min_score: number | null; max_score: number | null; description: string };

function GradeForm({ record }: { record?: AppraisalGrade }): ReactElement {
  const { t } = useTranslation();
  const links = useSettingsLinks();
  const [form] = Form.useForm<Values>();
  const save = useFormSave(form, {
    ...saveGradeMutation(record?.id),
    refresh: refreshSettings,
    then: links.gradesList,
    fieldErrors: { fields: ['name', 'min_score', 'max_score', 'description'] },
  });
  const score = (name: 'min_score' | 'max_score', label: string) => (
    <NumberField
      name={name}
      label={label}
      required={M.scoreBoundInvalid}
      percent
      wide
      testId={`grade-${name}`}
    />
  );
  return (
    <AppForm<Values>
      name="appraisal-grade"
      form={form}
      initialValues={{
        ...startingValues(record, {
          name: '',
          description: '',
        }),
        min_score: record?.min_score ?? null,
        max_score: record?.max_score ?? null,
      }}
      onFinish={(v) => save.mutate(v as AppraisalGradeInput)}
    >
      <Panel testId="grade-form">
        <TextField name="name" label={t('apprSet.name')} required={M.nameRequired} testId="grade-name" />
        <div className="cr-apprset-row">
          {score('min_score', t('apprSet.minScore'))}
          {score('max_score', t('apprSet.maxScore'))}
        </div>
        <NoteField name="description" label={t('apprSet.description')} testId="grade-description" />
      </Panel>
      <FormActions saving={save.isPending} cancel={links.gradesList} testId="grade-save" />
    </AppForm>
  );
}

/** settings-grades/create and settings-grades/edit?id=: a grade band's form. */
export default function GradeFormPage(): ReactElement {
  const { t } = useTranslation();
  const search: { id?: unknown } = useSearch({ strict: false });
  const id = Number(search.id);
  const editing = Number.isSafeInteger(id) && id > 0;
  const list = useQuery({ ...gradesQuery(), enabled: editing });
  const record = list.data?.results.find((r) => r.id === id);
  return (
    <>
      <PageHeader
        back
        title={t(editing ? 'apprSet.editGrade' : 'apprSet.createGrade')}
        subtitle={record?.name}
      />
      {!editing ? (
        <GradeForm />
      ) : list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : record ? (
        <GradeForm key={record.id} record={record} />
      ) : (
        <EmptyState message={t('apprSet.notFound')} />
      )}
    </>
  );
}
