import { useQuery } from '@tanstack/react-query';
import { Checkbox, DatePicker, Form, Radio, Select } from 'antd';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PAYROLL_REPORT_MESSAGES as M } from '@clockroom/contracts';
import { ReportGenerate } from '../../../../platform/reports/report-generate.tsx';
import { branchOptions, departmentOptions } from '../../../../platform/ui/assignment/option-lists.ts';
import { Panel } from '../../../../platform/ui/panel.tsx';
import {
  PAYROLL_REPORTS,
  parsePayrollReportSearch,
  payrollReportPaths,
  type PayrollReportChoice,
  type PayrollReportSearch,
} from '../report-address.ts';
import '../i18n.ts';
import '../reports.css';

interface Values {
  report: PayrollReportChoice;
  month: Dayjs | null;
  branch_ids?: number[];
  department_ids?: number[];
  include_open?: boolean;
}

/**
 * /admin/payroll/report/generate (spec 3 §2): the register or a remittance schedule, its month and
 * whom it covers; Generate Report opens it at /report/all with the choice in the address.
 */
export default function PayrollReportGeneratePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = parsePayrollReportSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const [form] = Form.useForm<Values>();
  const report = Form.useWatch('report', form) ?? start.report;
  const branches = useQuery(branchOptions());
  const departments = useQuery(departmentOptions());

  const submit = (v: Values) => {
    if (!v.month) return;
    const search: PayrollReportSearch = {
      report: v.report,
      month: v.month.month() + 1,
      year: v.month.year(),
    };
    if (v.branch_ids?.length) search.branch_ids = v.branch_ids.join(',');
    if (v.department_ids?.length) search.department_ids = v.department_ids.join(',');
    if (v.report === 'general' && v.include_open) search.include_open = true;
    void navigate({ to: payrollReportPaths.all, search: search as never });
  };
  const options = (q: typeof branches) => ({
    options: q.data ?? [],
    loading: q.isFetching,
    mode: 'multiple' as const,
    allowClear: true,
    showSearch: { optionFilterProp: 'label' },
    placeholder: t('reportKit.any'),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ report: start.report, month: dayjs().subtract(1, 'month').startOf('month') }}
      onFinish={submit}
      scrollToFirstError
      data-testid="payroll-report-form"
    >
      <ReportGenerate
        title={t('payrollReports.generateTitle')}
        subtitle={t('payrollReports.generateSubtitle')}
        testId="payroll-report-generate"
      >
        <Panel title={t('payrollReports.report')}>
          <Form.Item
            name="report"
            className="cr-m0"
            extra={report === 'general' ? undefined : t('payrollReports.confirmedOnly')}
          >
            <Radio.Group
              className="cr-pr-choices"
              options={PAYROLL_REPORTS.map((r) => ({ value: r, label: t(`payrollReports.${r}`) }))}
              data-testid="payroll-report-kind"
            />
          </Form.Item>
        </Panel>
        <Panel title={t('payrollReports.period')}>
          <Form.Item
            name="month"
            label={t('payrollReports.month')}
            className="cr-m0"
            rules={[{ required: true, message: t(M.monthYearRequired) }]}
          >
            <DatePicker
              picker="month"
              format="MMMM YYYY"
              className="cr-pr-month"
              data-testid="payroll-report-month"
            />
          </Form.Item>
        </Panel>
        <Panel title={t('payrollReports.filters')}>
          <div className="cr-report-filters">
            <Form.Item
              name="branch_ids"
              label={t('payrollReports.branches')}
              help={branches.isError ? t('reportKit.optionsFailed') : undefined}
            >
              <Select {...options(branches)} data-testid="payroll-report-branches-field" />
            </Form.Item>
            <Form.Item
              name="department_ids"
              label={t('payrollReports.departments')}
              help={departments.isError ? t('reportKit.optionsFailed') : undefined}
            >
              <Select {...options(departments)} data-testid="payroll-report-departments-field" />
            </Form.Item>
          </div>
          {report === 'general' ? (
            <Form.Item name="include_open" valuePropName="checked" className="cr-m0">
              <Checkbox data-testid="payroll-report-open">{t('payrollReports.includeOpen')}</Checkbox>
            </Form.Item>
          ) : null}
        </Panel>
      </ReportGenerate>
    </Form>
  );
}
