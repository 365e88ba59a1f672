import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Survey, SurveyUpdateInput } from '@clockroom/contracts';
import { EmployeePicker } from '../../../../platform/ui/employee-picker.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { surveyBody } from '../components/survey-body.ts';
import { allSurveysQuery, departmentsQuery, refreshSurveys, updateSurveyMutation } from '../api.ts';
import '../i18n.ts';

type Kind = 'everyone' | 'departments' | 'employees';

function AssignForm({ survey }: { survey: Survey }) {
  const { t } = useTranslation();
  const a = survey.audience;
  const [kind, setKind] = useState<Kind>(
    'department_ids' in a ? 'departments' : 'employee_ids' in a ? 'employees' : 'everyone',
  );
  const [departmentIds, setDepartmentIds] = useState<number[]>('department_ids' in a ? a.department_ids : []);
  const [employeeIds, setEmployeeIds] = useState<number[]>('employee_ids' in a ? a.employee_ids : []);
  const departments = useQuery({ ...departmentsQuery(), enabled: kind === 'departments' });
  const save = useRefreshingWrite(updateSurveyMutation(), refreshSurveys);
  const audience: SurveyUpdateInput['audience'] =
    kind === 'departments'
      ? { department_ids: departmentIds }
      : kind === 'employees'
        ? { employee_ids: employeeIds }
        : { everyone: true };
  return (
    <Form layout="vertical" onFinish={() => save.mutate(surveyBody(survey, { audience }))}>
      <Form.Item label={t('survey.audience')}>
        <Radio.Group
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          data-testid="survey-assign-kind"
        >
          {(['everyone', 'departments', 'employees'] as const).map((k) => (
            <Radio key={k} value={k}>
              {t(`survey.audience_${k}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {kind === 'departments' ? (
        <Form.Item label={t('survey.departments')}>
          <Select
            mode="multiple"
            value={departmentIds}
            onChange={setDepartmentIds}
            optionFilterProp="label"
            options={(departments.data?.results ?? []).map((d) => ({
              value: d.id,
              label: d.department_name,
            }))}
            data-testid="survey-assign-departments"
          />
        </Form.Item>
      ) : null}
      {kind === 'employees' ? (
        <Form.Item label={t('survey.employees')}>
          <EmployeePicker
            multiple
            value={employeeIds}
            onChange={setEmployeeIds}
            testId="survey-assign-employees"
          />
        </Form.Item>
      ) : null}
      <p className="cr-survey-hint">{t('survey.audienceReach', { count: survey.audience_count })}</p>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="survey-assign-save">
        {t('survey.saveAudience')}
      </Button>
    </Form>
  );
}

/** …/settings/survey-assign (ADR 60): who a survey is for: everyone, departments or chosen employees. */
export default function SurveyAssignPage() {
  const { t } = useTranslation();
  const surveys = useQuery(allSurveysQuery());
  const [id, setId] = useState<number | undefined>();
  const survey = surveys.data?.results.find((s) => s.id === id);
  return (
    <>
      <PageHeader back title={t('survey.settingsAssign')} subtitle={t('survey.settingsAssignText')} />
      <Panel testId="survey-assign">
        {surveys.isPending ? (
          <PageLoading />
        ) : (
          <Form layout="vertical">
            <Form.Item label={t('survey.survey')}>
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={t('survey.chooseSurvey')}
                value={id}
                onChange={setId}
                options={(surveys.data?.results ?? []).map((s) => ({ value: s.id, label: s.title }))}
                data-testid="survey-assign-survey"
              />
            </Form.Item>
          </Form>
        )}
        {survey ? <AssignForm key={survey.id} survey={survey} /> : null}
      </Panel>
    </>
  );
}
