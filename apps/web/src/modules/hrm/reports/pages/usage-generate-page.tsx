import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form } from 'antd';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DATE_DISPLAY_FORMAT,
  DATE_VALUE_FORMAT,
  EXEMPTION_USAGE_STATUSES,
  HRM_REPORT_MESSAGES as M,
  LEAVE_TYPE_ENDPOINTS,
  hasPermission,
  type HrmReportKind,
} from '@clockroom/contracts';
import { endpointQuery } from '../../../../platform/api/endpoint-client.ts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ReportGenerate } from '../../../../platform/reports/report-generate.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import {
  ReportOptionSelect,
  ReportPeopleFilters,
} from '../../../../platform/reports/report-people-filters.tsx';
import { usagePaths, type UsageSearch } from '../report-address.ts';
import { useReportArea } from '../../../../platform/reports/use-report-area.ts';
import '../i18n.ts';

interface Values {
  kind: HrmReportKind;
  period: 'year' | 'range';
  year?: Dayjs | null;
  range?: [Dayjs | null, Dayjs | null] | null;
  employee_id?: number | null;
  department_id?: number | null;
  leave_type_id?: number | null;
  status?: string | null;
}

const leaveTypeOptions = () => ({
  ...endpointQuery(LEAVE_TYPE_ENDPOINTS.list, { query: { page: 1, perPage: 100 } }, ['options']),
  select: (page: { results: { id: number; leave_name: string }[] }) =>
    page.results.map((r) => ({ value: r.id, label: r.leave_name })),
  staleTime: 5 * 60_000,
  retry: false,
});

/** /{area}/hrm/reports/generate: choose the report, its period and (for HR) whom it covers. */
export default function UsageGeneratePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useReportArea();
  const admin = area === 'admin';
  const user = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'leave';
  const period = Form.useWatch('period', form) ?? 'year';
  const leaveTypes = useQuery({
    ...leaveTypeOptions(),
    enabled: admin && hasPermission(user, 'view leaves'),
  });
  const byRange = kind === 'exemption' || period === 'range';

  const submit = (v: Values) => {
    const search: UsageSearch = { kind: v.kind };
    if (byRange) {
      const [start, end] = v.range ?? [];
      if (start) search.start_date = start.format(DATE_VALUE_FORMAT);
      if (end) search.end_date = end.format(DATE_VALUE_FORMAT);
    } else if (v.year) search.year = v.year.year();
    if (admin) {
      if (v.employee_id) search.employee_id = v.employee_id;
      if (v.department_id) search.department_id = v.department_id;
      if (v.kind === 'leave' && v.leave_type_id) search.leave_type_id = v.leave_type_id;
    }
    if (v.kind === 'exemption' && v.status) search.status = v.status;
    void navigate({ to: usagePaths(area).all, search: search as never });
  };

  const leaveType =
    kind === 'leave' && hasPermission(user, 'view leaves') ? (
      <Form.Item
        name="leave_type_id"
        label={t('hrmReports.leaveType')}
        help={leaveTypes.isError ? t('reportKit.optionsFailed') : undefined}
      >
        <ReportOptionSelect
          options={leaveTypes.data}
          loading={leaveTypes.isFetching}
          testId="usage-leave-type"
        />
      </Form.Item>
    ) : null;
  const status =
    kind === 'exemption' ? (
      <Form.Item name="status" label={t('hrmReports.status')}>
        <ReportOptionSelect
          options={EXEMPTION_USAGE_STATUSES.map((s) => ({
            value: s,
            label: t(`hrmReports.status${s[0]?.toUpperCase()}${s.slice(1)}`),
          }))}
          testId="usage-status"
        />
      </Form.Item>
    ) : null;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ kind: 'leave', period: 'year', year: dayjs() }}
      onFinish={submit}
      scrollToFirstError
      data-testid="usage-generate-form"
    >
      <ReportGenerate
        title={t('hrmReports.generateTitle')}
        subtitle={t(admin ? 'hrmReports.generateSubtitle' : 'hrmReports.essGenerateSubtitle')}
        testId="usage-generate"
      >
        <Panel title={t('hrmReports.type')}>
          <ChoiceField
            name="kind"
            label={undefined}
            className="cr-m0"
            options={[
              { value: 'leave', label: t('hrmReports.leave') },
              { value: 'exemption', label: t('hrmReports.exemption') },
            ]}
            testId="usage-kind"
          />
        </Panel>
        <Panel title={t('hrmReports.period')}>
          {kind === 'leave' ? (
            <ChoiceField
              name="period"
              label={undefined}
              optionType="button"
              options={[
                { value: 'year', label: t('hrmReports.byYear') },
                { value: 'range', label: t('hrmReports.byRange') },
              ]}
              testId="usage-period"
            />
          ) : null}
          {byRange ? (
            <Form.Item
              name="range"
              label={t('hrmReports.range')}
              extra={kind === 'leave' ? t('hrmReports.rangeHint') : undefined}
              className="cr-m0"
              rules={[
                { required: true, message: t(M.pickDateRange) },
                {
                  validator: async (_r, v: Values['range']) => {
                    if (v && (!v[0] || !v[1])) throw new Error(t(M.selectDateRange));
                  },
                },
              ]}
            >
              <DatePicker.RangePicker
                className="cr-report-range"
                format={DATE_DISPLAY_FORMAT}
                placeholder={[t('hrmReports.startDate'), t('hrmReports.endDate')]}
                data-testid="usage-range"
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="year"
              label={t('hrmReports.year')}
              className="cr-m0"
              rules={[{ required: true, message: t(M.yearInvalid) }]}
            >
              <DatePicker picker="year" className="cr-report-range" data-testid="usage-year" />
            </Form.Item>
          )}
        </Panel>
        {admin || kind === 'exemption' ? (
          <Panel title={t('hrmReports.filters')}>
            {admin ? (
              <ReportPeopleFilters testId="usage">
                {leaveType}
                {status}
              </ReportPeopleFilters>
            ) : (
              <div className="cr-report-filters">{status}</div>
            )}
          </Panel>
        ) : null}
      </ReportGenerate>
    </Form>
  );
}
