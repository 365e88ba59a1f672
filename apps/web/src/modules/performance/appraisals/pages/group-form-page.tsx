import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_MESSAGES as M, type AppraisalGroupDetail } from '@clockroom/contracts';
import { peopleSearchQuery } from '../../../../platform/lookups/people-search.ts';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import { TextField } from '../../../../platform/ui/form-fields/text-field.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { PanelForm } from '../../../../platform/ui/panel-form.tsx';
import { useFormSave } from '../../../../platform/ui/use-form-save.ts';
import { startingValues } from '../../../../platform/ui/starting-values.ts';
import {
  departmentsQuery,
  generalSettingsQuery,
  groupQuery,
  refreshAppraisals,
  saveGroupMutation,
  scorecardsQuery,
} from '../api.ts';
import { linkTo, useAppraisalScreen } from '../screen-data.ts';
import '../i18n.ts';

interface Values {
  name: string;
  general_setting_id: number | null;
  period: string | null;
  scorecard_id: number | null;
  employee_ids: number[];
  department_ids: number[];
  due_date: string;
}
const FIELDS = [
  'name',
  'general_setting_id',
  'period',
  'scorecard_id',
  'employee_ids',
  'department_ids',
  'due_date',
];

function GroupForm({ record }: { record?: AppraisalGroupDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { links } = useAppraisalScreen();
  const [form] = Form.useForm<Values>();
  const settings = useQuery(generalSettingsQuery());
  const scorecards = useQuery(scorecardsQuery());
  const departments = useQuery(departmentsQuery());
  const people = useQuery({ ...peopleSearchQuery('', { pages: 5 }), enabled: !!record?.employee_ids.length });
  const settingId = Form.useWatch('general_setting_id', form);
  const periods = settings.data?.results.find((s) => s.id === settingId)?.appraisalPeriods ?? [];
  const save = useFormSave(form, {
    ...saveGroupMutation(record?.id),
    refresh: refreshAppraisals,
    onSuccess: (answer) => {
      if (links.group) void navigate(linkTo(links.group, answer.data.id));
    },
    fieldErrors: { fields: FIELDS },
  });
  const known = (people.data?.results ?? []).filter((p) => record?.employee_ids.includes(p.id));
  return (
    <PanelForm<Values>
      testId="group-form"
      name="appraisal-group"
      form={form}
      initialValues={{
        ...startingValues(record, {
          name: '',
          employee_ids: [],
          department_ids: [],
          due_date: '',
        }),
        general_setting_id: record?.general_setting_id ?? null,
        period: record?.period ?? null,
        scorecard_id: record?.scorecard_id ?? null,
      }}
      onFinish={(v) =>
        save.mutate({
          name: v.name,
          general_setting_id: v.general_setting_id ?? 0,
          period: v.period ?? '',
          scorecard_id: v.scorecard_id ?? 0,
          employee_ids: v.employee_ids,
          department_ids: v.department_ids,
          due_date: v.due_date,
        })
      }
      saving={save.isPending}
      cancel={links.groups ? { to: links.groups } : undefined}
      saveLabel={t('appraisalCycle.saveGroup')}
      saveTestId="group-save"
      facts={{ labels: 'appraisalCycle', testIds: 'group' }}
    >
      <TextField name="name" required={M.nameRequired} />
      <div className="cr-appraisal-form-row">
        <SelectField
          name="general_setting_id"
          label={t('appraisalCycle.setting')}
          required={M.generalSettingRequired}
          loading={settings.isLoading}
          placeholder={t('appraisalCycle.chooseSetting')}
          options={(settings.data?.results ?? []).map((s) => ({
            value: s.id,
            label: `${s.name} (${s.year})`,
          }))}
          onChange={() => form.setFieldValue('period', null)}
          testId="group-setting"
        />
        <SelectField
          name="period"
          required={M.periodRequired}
          placeholder={t('appraisalCycle.choosePeriod')}
          disabled={!settingId}
          options={periods.map((p) => ({
            value: p.name,
            label: `${p.name} (${p.start_date} – ${p.end_date})`,
          }))}
        />
      </div>
      <div className="cr-appraisal-form-row">
        <SelectField
          name="scorecard_id"
          required={M.scorecardRequired}
          loading={scorecards.isLoading}
          placeholder={t('appraisalCycle.chooseScorecard')}
          options={(scorecards.data?.results ?? []).map((s) => ({ value: s.id, label: s.name }))}
          testId="group-scorecard"
        />
        <TextField name="due_date" required={M.dueDateRequired} type="date" />
      </div>
      <Form.Item
        name="employee_ids"
        label={t('appraisalCycle.employees')}
        extra={t('appraisalCycle.membersHint')}
      >
        <EmployeePicker multiple known={known} testId="group-employees" key={known.length} />
      </Form.Item>
      <SelectField
        name="department_ids"
        label={t('appraisalCycle.departments')}
        mode="multiple"
        allowClear
        loading={departments.isLoading}
        placeholder={t('appraisalCycle.chooseDepartments')}
        search
        options={(departments.data?.results ?? []).map((d) => ({
          value: d.id,
          label: d.department_name,
        }))}
        testId="group-departments"
      />
    </PanelForm>
  );
}

/**
 * Creating an appraisal group (create-appraisal-group, HRM create) or changing a draft one (HRM edit
 * and assign-appraisal): its settings and period, scorecard, due date and who is appraised.
 */
export default function GroupFormPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id?: string };
  const q = useQuery({ ...groupQuery(id ?? ''), enabled: id !== undefined });
  const title = t(id ? 'appraisalCycle.editGroup' : 'appraisalCycle.createGroup');
  return (
    <>
      <PageHeader back title={title} subtitle={t('appraisalCycle.groupFormSubtitle')} />
      {id === undefined ? (
        <GroupForm />
      ) : q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <PageError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.status !== 'draft' ? (
        <Alert type="info" showIcon title={t(M.notDraft)} data-testid="group-not-draft" />
      ) : (
        <GroupForm record={q.data} />
      )}
    </>
  );
}
