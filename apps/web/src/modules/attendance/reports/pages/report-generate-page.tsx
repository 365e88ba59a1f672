import { useState } from 'react';
import { Checkbox, DatePicker, Flex, Form, Tabs } from 'antd';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_REPORT_WORDS, DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from '@clockroom/contracts';
import { ReportGenerate } from '../../../../platform/reports/report-generate.tsx';
import { ChoiceField } from '../../../../platform/ui/form-fields/choice-field.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ReportPeopleFilters } from '../../../../platform/reports/report-people-filters.tsx';
import {
  GROUPABLE_TYPES,
  REPORT_TYPES,
  attendanceReportPaths,
  parseAttendanceReportSearch,
  type AttendanceReportSearch,
  type ReportTypeName,
} from '../report-address.ts';
import { afterToday, rangePresets, rangeProblem, type DayRange } from '../report-dates.ts';
import '../i18n.ts';
import { useReportArea } from '../../../../platform/reports/use-report-area.ts';
import '../reports.css';

interface Values {
  range?: DayRange;
  exclude_weekend?: boolean;
  exclude_public_holiday?: boolean;
  group_by?: 'employee' | 'date';
  branch_id?: number | null;
  department_id?: number | null;
  employee_id?: number | null;
}

/**
 * /{area}/attendance/reports/generate (spec 3 §2): the nine report tabs, each with a date range
 * (no future dates) and the two exclusions; managers may narrow it to a branch, department or person.
 * Generate opens the view with every choice in its address.
 */
export default function ReportGeneratePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useReportArea();
  const admin = area === 'admin';
  // Clear on the view comes back here on the same tab.
  const asked = parseAttendanceReportSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const [type, setType] = useState<ReportTypeName>((asked.type as ReportTypeName | undefined) ?? 'simple');
  const [form] = Form.useForm<Values>();

  const submit = (v: Values) => {
    const [from, to] = v.range ?? [];
    if (!from || !to) return;
    const search: AttendanceReportSearch = {
      type,
      date_from: from.format(DATE_VALUE_FORMAT),
      date_to: to.format(DATE_VALUE_FORMAT),
    };
    if (v.exclude_weekend) search.exclude_weekend = true;
    if (v.exclude_public_holiday) search.exclude_public_holiday = true;
    if (GROUPABLE_TYPES.includes(type)) search.group_by = v.group_by ?? 'employee';
    if (admin) {
      if (v.branch_id) search.branch_id = v.branch_id;
      if (v.department_id) search.department_id = v.department_id;
      if (v.employee_id) search.employee_id = v.employee_id;
    }
    void navigate({ to: attendanceReportPaths(area).view, search: search as never });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ group_by: 'employee' }}
      onFinish={submit}
      scrollToFirstError={{ behavior: 'smooth', block: 'start' }}
      data-testid="att-report-form"
    >
      <ReportGenerate
        title={t('attendanceReports.generateTitle')}
        subtitle={t(admin ? 'attendanceReports.generateSubtitle' : 'attendanceReports.essGenerateSubtitle')}
        testId="att-report-generate"
      >
        <Tabs
          className="cr-att-report-tabs"
          activeKey={type}
          onChange={(key) => setType(key as ReportTypeName)}
          items={REPORT_TYPES.map((key) => ({ key, label: t(`attendanceReports.tab.${key}`) }))}
          data-testid="att-report-tabs"
        />
        <Panel title={t(`${ATTENDANCE_REPORT_WORDS.namespace}.title_${type}`)}>
          <Form.Item
            name="range"
            label={t('attendanceReports.range')}
            rules={[
              {
                validator: async (_r, v: DayRange) => {
                  const problem = rangeProblem(v);
                  if (problem) throw new Error(t(problem));
                },
              },
            ]}
          >
            <DatePicker.RangePicker
              className="cr-report-range"
              format={DATE_DISPLAY_FORMAT}
              disabledDate={afterToday}
              allowEmpty={[false, false]}
              presets={rangePresets().map((p) => ({
                label: t(`attendanceReports.${p.key}`),
                value: p.value,
              }))}
              placeholder={[t('attendanceReports.startDate'), t('attendanceReports.endDate')]}
            />
          </Form.Item>
          <Flex wrap gap="4px 24px">
            <Form.Item name="exclude_weekend" valuePropName="checked" className="cr-m0">
              <Checkbox data-testid="att-report-exclude-weekend">
                {t('attendanceReports.excludeWeekend')}
              </Checkbox>
            </Form.Item>
            <Form.Item name="exclude_public_holiday" valuePropName="checked" className="cr-m0">
              <Checkbox data-testid="att-report-exclude-holiday">
                {t('attendanceReports.excludePublicHoliday')}
              </Checkbox>
            </Form.Item>
          </Flex>
          {GROUPABLE_TYPES.includes(type) ? (
            <ChoiceField
              name="group_by"
              label={t('attendanceReports.groupBy')}
              className="cr-att-report-group"
              optionType="button"
              options={[
                { value: 'employee', label: t('attendanceReports.groupEmployee') },
                { value: 'date', label: t('attendanceReports.groupDate') },
              ]}
              testId="att-report-group"
            />
          ) : null}
        </Panel>
        {admin ? (
          <Panel title={t('attendanceReports.filters')}>
            <ReportPeopleFilters testId="att-report" branch />
          </Panel>
        ) : null}
      </ReportGenerate>
    </Form>
  );
}
