import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppForm } from '../../../../platform/ui/app-form.tsx';
import { SelectField } from '../../../../platform/ui/form-fields/select-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ReportGenerate } from '../../../../platform/reports/report-generate.tsx';
import { settingsQuery } from '../api.ts';
import { PLACES, usePlaceChoices } from '../components/places.ts';
import '../i18n.ts';
import '../appraisal-reports.css';

// Addresses as data: a typed literal here would tie the page's type to the route tree it is in.
const ALL = '/admin/performance/report/all';
const FEEDBACK = '/admin/performance/report/feedback-report';

interface Values {
  report: 'appraisal' | 'feedback';
  general_setting_id?: number;
  period?: string;
  department_ids?: number[];
  branch_ids?: number[];
}

/**
 * /admin/performance/report/generate: the performance reports' hub. The appraisal report's filters
 * (a general setting, one of its periods, departments, branches) open its results with them in the
 * address; the feedback report has no filters (ADR 60).
 */
export default function ReportGeneratePage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const settings = useQuery(settingsQuery());
  const places = usePlaceChoices();
  const all = [...(settings.data?.results ?? [])].sort((a, b) => b.year - a.year || b.id - a.id);
  const kind = (Form.useWatch('report', form) ?? 'appraisal') as Values['report'];
  const settingId = Form.useWatch('general_setting_id', form) as number | undefined;
  const periods = all.find((s) => s.id === settingId)?.appraisalPeriods ?? [];
  const generate = (v: Values) => {
    if (v.report === 'feedback') return void navigate({ to: FEEDBACK as never });
    void navigate({
      to: ALL as never,
      search: {
        general_setting_id: v.general_setting_id,
        period: v.period || undefined,
        department_ids: v.department_ids?.length ? v.department_ids : undefined,
        branch_ids: v.branch_ids?.length ? v.branch_ids : undefined,
      } as never,
    });
  };
  return (
    <AppForm<Values>
      name="performance-report"
      form={form}
      initialValues={{ report: 'appraisal', general_setting_id: all[0]?.id, period: '' }}
      onFinish={generate}
      key={all[0]?.id ?? 'none'}
    >
      <ReportGenerate
        title={t('apprRep.generateTitle')}
        subtitle={t('apprRep.generateSubtitle')}
        testId="performance-report-generate"
      >
        <Panel title={t('apprRep.report')} testId="performance-report-kind">
          <Form.Item name="report">
            <Radio.Group
              data-testid="performance-report-kind-choice"
              options={[
                { value: 'appraisal', label: `${t('apprRep.appraisal')} — ${t('apprRep.appraisalHint')}` },
                { value: 'feedback', label: `${t('apprRep.feedback')} — ${t('apprRep.feedbackHint')}` },
              ]}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </Form.Item>
        </Panel>
        {kind === 'appraisal' ? (
          <Panel title={t('apprRep.appraisal')} testId="performance-report-filters">
            <div className="cr-apprrep-filters">
              <SelectField
                name="general_setting_id"
                label={t('apprRep.setting')}
                rules={[{ required: true, message: t('apprRep.settingRequired') }]}
                help={settings.data && all.length === 0 ? t('apprRep.noSettings') : undefined}
                loading={settings.isPending}
                options={all.map((s) => ({ value: s.id, label: `${s.name} (${s.year})` }))}
                onChange={() => form.setFieldValue('period', '')}
                testId="performance-report-setting"
              />
              <SelectField
                name="period"
                label={t('apprRep.period')}
                options={[
                  { value: '', label: t('apprRep.allPeriods') },
                  ...periods.map((p) => ({ value: p.name, label: p.name })),
                ]}
                testId="performance-report-period"
              />
              {PLACES.map(([field, title, list]) => (
                <SelectField
                  key={field}
                  name={field}
                  label={t(title)}
                  mode="multiple"
                  allowClear
                  placeholder={t('apprRep.all')}
                  options={places[list].data ?? []}
                  search
                  testId={`performance-report-${list}`}
                />
              ))}
            </div>
          </Panel>
        ) : null}
      </ReportGenerate>
    </AppForm>
  );
}
